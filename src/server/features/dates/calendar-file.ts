import type { Db } from '#server/db/connect.js';
import { calendarInvite } from './calendar.js';
import { agreedDateOf } from './date-request-rows.js';
import { membersOf } from './date-members.js';
import { dateErrors } from './errors.js';
import { requestOf } from './service.js';

/**
 * The invite of an agreed date as a file, for one of its two members: the same event as the
 * mailed invite (same UID), so adding both leaves one entry and the cancellation removes it.
 */
export async function calendarFileFor(db: Db, id: string, userId: string, mailFrom: string) {
  const row = await requestOf(db, id, userId);
  const date = row.status === 'accepted' ? agreedDateOf(row) : null;
  if (!date) throw dateErrors.fail('DATE_NOT_AGREED', 'Only an agreed date has a calendar invite.');
  const [me, other] = (await membersOf(db, row)).find(([m]) => m.id === userId)!;
  return calendarInvite(date, { method: 'REQUEST', me, other, mailFrom });
}

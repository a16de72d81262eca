import type { DateRequest } from '#shared/contracts/dates.js';
import {
  DATE_EVENT_MINUTES,
  type DateRequestStatus,
  type DateType,
} from '#shared/domain/date-requests.js';
import type { Db } from '#server/db/connect.js';
import type { dateRequests } from '#server/db/schema.js';
import { postCard } from '../chats/index.js';
import type { InviteDate } from './calendar.js';

export type DateRequestRow = typeof dateRequests.$inferSelect;

/**
 * The agreed date a request holds (its time and room), or null before it is agreed. Its end is
 * its own, or an hour after its start for a date agreed before dates had an end.
 */
export function agreedDateOf(row: DateRequestRow): InviteDate | null {
  if (!row.startsAt || !row.meetingUrl) return null;
  const endsAt = row.endsAt ?? new Date(row.startsAt.getTime() + DATE_EVENT_MINUTES * 60_000);
  const { id, startsAt, meetingUrl } = row;
  return { id, dateType: row.dateType as DateType, startsAt, endsAt, meetingUrl };
}

export const toDateRequest = (r: DateRequestRow): DateRequest => ({
  id: r.id,
  sessionId: r.sessionId,
  proposerId: r.proposerId,
  dateType: r.dateType as DateType,
  options: r.options,
  timeZone: r.timeZone,
  status: r.status as DateRequestStatus,
  startsAt: r.startsAt?.toISOString() ?? null,
  endsAt: r.endsAt?.toISOString() ?? null,
  scheduledDirectly: r.scheduledDirectly,
  meetingUrl: r.meetingUrl,
  replaces: r.replaces,
  createdAt: r.createdAt.toISOString(),
});

/** Posts the card that shows a date request (or its confirmation) in the conversation. */
export const postDateCard = (
  tx: Db,
  row: DateRequestRow,
  senderId: string,
  kind: 'date_request' | 'date_confirmed',
) =>
  postCard(tx, {
    sessionId: row.sessionId,
    senderId,
    kind,
    content: kind === 'date_request' ? 'Date request' : 'Date confirmed',
    payload: { dateRequestId: row.id },
  });

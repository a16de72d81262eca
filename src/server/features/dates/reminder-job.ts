import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { dateRequests } from '#server/db/schema.js';
import { startPeriodicJob } from '#server/platform/jobs/periodic.js';
import { queueDateMails, type DateMails } from './date-mails.js';

/** A reminder goes out about this long before an agreed date starts. */
export const REMINDER_LEAD_MINUTES = 60;
export const REMINDER_INTERVAL_MS = 60_000;
/**
 * reminder_sent_at for a date agreed right now: a date that starts within the lead time gets no
 * separate reminder, since the confirmation just sent carries the same link minutes before.
 */
export const reminderCoveredByConfirmation = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() <= REMINDER_LEAD_MINUTES * 60_000 ? now : null;

/** Dates claimed per pass; more wait for the next minute. */
const BATCH = 100;

/**
 * Queues the reminders of agreed dates that start within the next hour (and have not started),
 * once each: the claim sets reminder_sent_at and the mails are queued in the same transaction,
 * so a crash loses neither and a second instance running the same pass claims nothing twice
 * (rows another pass holds are skipped, and the UPDATE re-checks reminder_sent_at IS NULL).
 * Answers how many dates it reminded.
 */
export async function queueDueReminders(db: Db, mails: DateMails, now = new Date()) {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000);
  const due = and(
    eq(dateRequests.status, 'accepted'),
    isNull(dateRequests.reminderSentAt),
    gt(dateRequests.startsAt, now),
    lte(dateRequests.startsAt, horizon),
  );
  return db.transaction(async (tx) => {
    const picked = tx
      .select({ id: dateRequests.id })
      .from(dateRequests)
      .where(due)
      .orderBy(asc(dateRequests.startsAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(dateRequests)
      .set({ reminderSentAt: now })
      .where(and(inArray(dateRequests.id, picked), due))
      .returning();
    for (const row of claimed) await queueDateMails(tx, mails, row, 'reminder');
    return claimed.length;
  });
}

/** Every minute, on every instance (the claim keeps it to one reminder per date). Returns `stop`. */
export function startDateReminderJob(
  db: Db,
  mails: DateMails,
  log: { error(obj: object, msg: string): void },
) {
  return startPeriodicJob({
    name: 'date reminders',
    run: () => queueDueReminders(db, mails),
    log,
    intervalMs: REMINDER_INTERVAL_MS,
    firstRunMs: 20_000,
  });
}

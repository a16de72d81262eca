import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { mailOutbox } from '#server/db/schema.js';
import { MAX_ATTEMPTS, retryDelayMs } from './retry.js';

export type OutboxMail = typeof mailOutbox.$inferSelect;

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** How long the claim holds; a worker that dies mid-send lets the mail be retried after it. */
  leaseMs: number;
}

/**
 * Takes due pending mails for this worker in one statement: the inner SELECT locks the rows it
 * picks and skips rows another worker is claiming right now, and the UPDATE sets a lease that
 * hides them from every other worker until it expires. Higher priority goes first. Works alike on PostgreSQL and PGlite.
 */
export async function claimDueMails(
  db: Db,
  { now, limit, leaseMs }: ClaimOptions,
): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(desc(mailOutbox.priority), asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // UPDATE ... RETURNING keeps no order: the worker sends in this one, most urgent first.
  return claimed.sort(
    (a, b) => b.priority - a.priority || a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime(),
  );
}

/** A link in a mail body: its address runs to the first space, quote or angle bracket. */
const LINK = String.raw`https?://[^\s"'<>]+`;
const withoutLinks = (column: typeof mailOutbox.text | typeof mailOutbox.html) =>
  sql`regexp_replace(${column}, ${LINK}, '[link removed once sent]', 'g')`;

/** The attachments with their content emptied: the names stay, for the mailbox and support. */
const withoutContent = sql`(SELECT jsonb_agg(jsonb_set(a, '{content}', '""'))
  FROM jsonb_array_elements(${mailOutbox.attachments}) AS a)`;

/**
 * Marks a mail delivered and takes its links out of the stored copy: a confirmation or reset
 * link works for whoever holds it, and once it is in the inbox it has no business in ours. The
 * same goes for attachments (a calendar invite carries the meeting room's link).
 */
export async function markSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      text: withoutLinks(mailOutbox.text),
      html: withoutLinks(mailOutbox.html),
      attachments: withoutContent,
      status: 'sent',
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, id));
}

/** Counts the failed try and schedules the next one, or gives up after MAX_ATTEMPTS. */
export async function markAttemptFailed(
  db: Db,
  mail: OutboxMail,
  error: string,
  now: Date,
): Promise<'pending' | 'failed'> {
  const attempts = mail.attempts + 1;
  const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
  await db
    .update(mailOutbox)
    .set({
      status,
      attempts,
      lastError: error,
      lockedUntil: null,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    })
    // Never turn a mail another worker already delivered back into a pending one.
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
  return status;
}

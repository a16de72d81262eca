import { EventEmitter } from 'node:events';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { pushOutbox, pushSubscriptions, type PushPayload } from '#server/db/schema.js';

/** One push for every device of one member. */
export interface PushFor {
  userId: string;
  kind: string;
  payload: PushPayload;
  urgency: 'low' | 'normal' | 'high';
  expiresAt: Date;
}

const queued = new EventEmitter().setMaxListeners(0);

/** A push worker in this process hears of new pushes at once; others find them by polling. */
export function onPushQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => void queued.off('queued', listener);
}

/**
 * Queues the pushes for every device of their members, with the given writer: inside the
 * caller's transaction they commit with the event that caused them. One statement however many
 * devices (a new-matches pass reaches thousands of members).
 */
export async function enqueuePushes(writer: Db, pushes: readonly PushFor[]): Promise<void> {
  if (!pushes.length) return;
  const rows = pushes.map((p) => ({
    user_id: p.userId,
    kind: p.kind,
    payload: p.payload,
    urgency: p.urgency,
    expires_at: p.expiresAt.toISOString(),
  }));
  await writer.execute(sql`
    INSERT INTO push_outbox (subscription_id, kind, payload, urgency, expires_at)
    SELECT s.id, v.kind, v.payload, v.urgency, v.expires_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS v(user_id text, kind text, payload jsonb, urgency text, expires_at timestamptz)
    JOIN push_subscriptions s ON s.user_id = v.user_id`);
  queued.emit('queued');
}

/** A claimed push with the device it goes to. */
export interface DuePush {
  id: string;
  subscriptionId: string;
  kind: string;
  payload: PushPayload;
  urgency: 'low' | 'normal' | 'high';
  attempts: number;
  expiresAt: Date;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Takes due pushes for this worker, as the mail outbox does: rows another worker is claiming are
 * skipped, and the lease hides the taken ones until it ends, so a worker that dies mid-send
 * leaves them to be sent by the next.
 */
export async function claimDuePushes(
  db: Db,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<DuePush[]> {
  const due = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        lte(pushOutbox.nextAttemptAt, now),
        or(isNull(pushOutbox.lockedUntil), lt(pushOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(pushOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(pushOutbox.id, due))
    .returning();
  if (!claimed.length) return [];
  const devices = new Map(
    (
      await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, [...new Set(claimed.map((c) => c.subscriptionId))]))
    ).map((s) => [s.id, s]),
  );
  return claimed.flatMap((c) => {
    const device = devices.get(c.subscriptionId);
    // Turned off between the claim and now: its pushes went with it.
    if (!device) return [];
    return [
      {
        id: c.id,
        subscriptionId: c.subscriptionId,
        kind: c.kind,
        payload: c.payload,
        urgency: c.urgency as DuePush['urgency'],
        attempts: c.attempts,
        expiresAt: c.expiresAt,
        endpoint: device.endpoint,
        keys: { p256dh: device.p256dh, auth: device.auth },
      },
    ];
  });
}

/** Sent, or given up on: the row goes (a preview in it has no business staying). */
export async function dropPushes(db: Db, ids: readonly string[]) {
  if (ids.length) await db.delete(pushOutbox).where(inArray(pushOutbox.id, [...ids]));
}

/** A failed try: counted, and tried again after `delayMs`. */
export async function retryPush(db: Db, push: DuePush, now: Date, delayMs: number) {
  await db
    .update(pushOutbox)
    .set({
      attempts: push.attempts + 1,
      lockedUntil: null,
      nextAttemptAt: new Date(now.getTime() + delayMs),
    })
    .where(eq(pushOutbox.id, push.id));
}

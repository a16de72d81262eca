import { retryDelayMs } from '#server/platform/mail/retry.js';
import type { Db } from '#server/db/connect.js';
import { forgetSubscription } from './push-devices.js';
import { claimDuePushes, dropPushes, retryPush, type DuePush } from './push-outbox.js';
import type { PushTransport } from './push-transport.js';

/** Tries before a push is given up on; with the mail's back-off, about forty minutes. */
export const MAX_PUSH_ATTEMPTS = 6;

export interface PushSendContext {
  db: Db;
  transport: PushTransport;
  log: {
    warn(o: object, m: string): void;
    error(o: object, m: string): void;
  };
  now: () => Date;
  batchSize: number;
  leaseMs: number;
}

type Outcome = 'sent' | 'gone' | 'dropped' | 'retry';

/** What the push service's answer means for the push (RFC 8030 and the services' own docs). */
function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  // The browser unsubscribed, or the subscription expired: never send to it again.
  if (status === 404 || status === 410) return 'gone';
  // Throttled, or the service is having trouble: later.
  if (status === 429 || status >= 500) return 'retry';
  // 400/403/413: this request will never be taken (a bad key pair is logged as an error).
  return 'dropped';
}

async function sendOne(ctx: PushSendContext, push: DuePush, now: Date) {
  const log = { pushId: push.id, kind: push.kind, attempt: push.attempts + 1 };
  if (push.expiresAt < now) return 'dropped';
  const ttlSeconds = Math.max(60, Math.floor((push.expiresAt.getTime() - now.getTime()) / 1000));
  let status: number;
  let retryAfter: number | undefined;
  try {
    ({ status, retryAfter } = await ctx.transport(push, JSON.stringify(push.payload), {
      ttlSeconds,
      urgency: push.urgency,
    }));
  } catch (err) {
    status = 0;
    ctx.log.warn({ ...log, err }, 'push service not reached');
  }
  const outcome = status === 0 ? 'retry' : outcomeOf(status);
  if (outcome === 'gone') await forgetSubscription(ctx.db, push.subscriptionId);
  if (outcome === 'dropped' && status) ctx.log.error({ ...log, status }, 'push refused for good');
  if (outcome !== 'retry') return outcome;
  if (push.attempts + 1 >= MAX_PUSH_ATTEMPTS) {
    ctx.log.error({ ...log, status }, 'push failed for good');
    return 'dropped';
  }
  const delay = Math.max(retryDelayMs(push.attempts + 1), (retryAfter ?? 0) * 1000);
  await retryPush(ctx.db, push, now, delay);
  return 'retry';
}

/**
 * Claims one batch of due pushes and tries each once, side by side (each send is bounded by the
 * transport's timeout, well inside the lease). Sent and abandoned rows are deleted together.
 * Answers how many it claimed.
 */
export async function sendDuePushes(ctx: PushSendContext): Promise<number> {
  const now = ctx.now();
  const batch = await claimDuePushes(ctx.db, {
    now,
    limit: ctx.batchSize,
    leaseMs: ctx.leaseMs,
  });
  const outcomes = await Promise.all(batch.map((push) => sendOne(ctx, push, now)));
  await dropPushes(
    ctx.db,
    batch.filter((_, i) => outcomes[i] === 'sent' || outcomes[i] === 'dropped').map((p) => p.id),
  );
  return batch.length;
}

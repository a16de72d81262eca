import type { Db } from '#server/db/connect.js';
import { singleFlight } from '#server/platform/jobs/periodic.js';
import { onPushQueued } from './push-outbox.js';
import { sendDuePushes, type PushSendContext } from './push-sender.js';
import type { PushTransport } from './push-transport.js';

export interface PushWorkerOptions {
  db: Db;
  transport: PushTransport;
  log: PushSendContext['log'];
  /** How often to look for due pushes; one queued in this process is sent at once anyway. */
  pollMs?: number;
  /** Pushes sent side by side per pass. */
  batchSize?: number;
  leaseMs?: number;
  now?: () => Date;
}

export interface PushWorker {
  /** Resolves once nothing is due (tests, and the bench, wait on it). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends the push outbox. Like the mail worker: several may run on one database (each push is
 * claimed by one), a failure is retried with back-off, and requests never wait for a push.
 */
export function startPushWorker(options: PushWorkerOptions): PushWorker {
  const ctx: PushSendContext = {
    db: options.db,
    transport: options.transport,
    log: options.log,
    now: options.now ?? (() => new Date()),
    batchSize: options.batchSize ?? 100,
    leaseMs: options.leaseMs ?? 60_000,
  };
  const pollMs = options.pollMs ?? 2_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  /** Pushes were queued since the pass began: it looks again before it ends. */
  let queuedSince = false;
  /** Batches until one comes back short and nothing new was queued meanwhile. */
  const drainNow = async () => {
    do {
      queuedSince = false;
      while (!stopped && (await sendDuePushes(ctx)) === ctx.batchSize);
    } while (queuedSince && !stopped);
  };
  const pass = singleFlight('push worker', drainNow, ctx.log);
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(() => void pass().then(() => schedule(pollMs)), ms).unref();
  };
  // The kick comes right after the insert, maybe before its transaction commits: look shortly.
  const unsubscribe = onPushQueued(() => {
    queuedSince = true;
    schedule(50);
  });
  schedule(0);
  return {
    async drain() {
      await pass.settled();
      await pass();
    },
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await pass.settled();
    },
  };
}

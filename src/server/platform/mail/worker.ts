import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/connect.js';
import { onMailQueued } from './index.js';
import {
  createSmtpTransport,
  sendDueMails,
  type MailTransport,
  type SendContext,
} from './sender.js';

export interface MailWorkerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  logger: FastifyBaseLogger;
  /** How often to look for due mails (ms); a mail queued in this process is sent at once anyway. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed mail stays hidden from other workers (ms). */
  leaseMs?: number;
  /** The clock; tests move it instead of sleeping. */
  now?: () => Date;
  transport?: MailTransport;
}

export interface MailWorker {
  /** Look for due mails now instead of at the next poll. */
  kick(): void;
  /** Stops polling and resolves once the batch in flight is sent or rescheduled. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox over SMTP. Several workers (processes or instances) can run on one database:
 * each mail is claimed by one of them at a time. Failures are retried with back-off.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const pollMs = options.pollMs ?? 1_500;
  const ctx: SendContext = {
    db: options.db,
    smtpUrl: options.smtpUrl,
    from: options.from,
    logger: options.logger,
    transport: options.transport ?? createSmtpTransport(options.smtpUrl),
    now: options.now ?? (() => new Date()),
    batchSize: options.batchSize ?? 10,
    leaseMs: options.leaseMs ?? 120_000,
  };
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(run, ms);
  };

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let claimed = 0;
      try {
        claimed = await sendDueMails(ctx);
      } catch (err) {
        // The database may be restarting: log it and try again at the next poll.
        ctx.logger.error({ err }, 'mail worker could not read the outbox');
      }
      running = undefined;
      // A full batch means more may be due; a kick during the run may have queued more.
      const more = claimed === ctx.batchSize || again;
      again = false;
      schedule(more ? 0 : pollMs);
    })();
  }

  // The kick comes right after the insert, maybe before its transaction commits: look again shortly.
  const unsubscribe = onMailQueued(() => schedule(50));
  schedule(0);

  return {
    kick: () => schedule(0),
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
      ctx.transport.close();
    },
  };
}

import { EventEmitter } from 'node:events';
import type { Db } from '#server/db/connect.js';
import { mailOutbox, type MailAttachment } from '#server/db/schema.js';

export type { MailAttachment };
export { mailLifecycle } from './lifecycle.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent along; one with a `method` is sent as the mail's calendar invite. */
  attachments?: MailAttachment[];
  /** What caused the mail (verify-email, reset-password, ...), for the mailbox and the logs. */
  kind: string;
  /** 2 high, 1 normal (the default), 0 low: higher leaves the outbox first. */
  priority?: 0 | 1 | 2;
  /** A notification's one-click unsubscribe URL (List-Unsubscribe and List-Unsubscribe-Post). */
  unsubscribeUrl?: string;
}

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>;

export interface MailPort {
  /** 'outbox': mails stay in the database (read at /dev/mailbox); 'smtp': a worker sends them. */
  readonly mode: 'outbox' | 'smtp';
  /**
   * Writes the mail into the outbox with the given writer, so a caller inside a transaction
   * commits the mail together with the event that caused it.
   */
  enqueue(message: MailMessage, writer?: Writer): Promise<void>;
  /** Several mails in one insert (a mailing goes out in batches of these). */
  enqueueMany(messages: MailMessage[], writer?: Writer): Promise<void>;
}

/**
 * Tells a mail worker in this process that a mail was just queued, so it sends it now rather
 * than at its next poll. Workers in other processes still find it by polling.
 */
const queued = new EventEmitter().setMaxListeners(0);

export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => void queued.off('queued', listener);
}

export function createMailPort(db: Db, mode: MailPort['mode']): MailPort {
  const row = (message: MailMessage) => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
    kind: message.kind,
    priority: message.priority ?? 1,
    unsubscribeUrl: message.unsubscribeUrl ?? null,
    status: mode === 'outbox' ? 'stored' : 'pending',
  });
  const enqueueMany: MailPort['enqueueMany'] = async (messages, writer = db) => {
    if (!messages.length) return;
    await writer.insert(mailOutbox).values(messages.map(row));
    if (mode === 'smtp') queued.emit('queued');
  };
  return { mode, enqueueMany, enqueue: (message, writer) => enqueueMany([message], writer) };
}

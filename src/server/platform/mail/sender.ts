import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '#server/db/connect.js';
import type { MailAttachment } from '#server/db/schema.js';
import { claimDueMails, markAttemptFailed, markSent, type OutboxMail } from './outbox-queue.js';
import { describeSendError } from './retry.js';

/** The part of a nodemailer transport we use, so tests can count or break sends. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
    attachments?: { filename: string; contentType: string; content: string }[];
    icalEvent?: { method: string; filename: string; content: string };
    list?: { unsubscribe: string };
    headers?: Record<string, string>;
  }): Promise<unknown>;
  close(): void;
}

/**
 * A stored mail's files as nodemailer takes them. The calendar invite goes as `icalEvent`, a
 * text/calendar part with its METHOD, which is what makes mail clients offer to add (or remove) it.
 */
function filesOf(attachments: MailAttachment[] | null) {
  const invite = attachments?.find((a) => a.method);
  const others = (attachments ?? []).filter((a) => a !== invite);
  return {
    ...(invite && {
      icalEvent: { method: invite.method!, filename: invite.filename, content: invite.content },
    }),
    ...(others.length > 0 && {
      attachments: others.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
    }),
  };
}

/** Every SMTP step is bounded, so one stuck relay cannot outlive the claim's lease. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
}

/** The same Message-ID on every try, so a re-send after a crash is recognisable as the same mail. */
export const messageIdFor = (id: string) => `<${id}@rightone>`;

export interface SendContext {
  db: Db;
  transport: MailTransport;
  smtpUrl: string;
  from: string;
  logger: FastifyBaseLogger;
  now: () => Date;
  batchSize: number;
  leaseMs: number;
}

/** Claims one batch of due mails and tries each once; answers how many it claimed. */
export async function sendDueMails(ctx: SendContext): Promise<number> {
  const batch = await claimDueMails(ctx.db, {
    now: ctx.now(),
    limit: ctx.batchSize,
    leaseMs: ctx.leaseMs,
  });
  // Sent side by side: each send is bounded by the transport's timeouts, well inside the lease.
  await Promise.all(batch.map((mail) => sendOne(ctx, mail)));
  return batch.length;
}

async function sendOne(ctx: SendContext, mail: OutboxMail): Promise<void> {
  const log = { mailId: mail.id, kind: mail.kind, attempt: mail.attempts + 1 };
  try {
    await ctx.transport.sendMail({
      from: ctx.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...filesOf(mail.attachments),
      // One-click unsubscribe (RFC 8058): mail clients show it, and POST to it directly.
      ...(mail.unsubscribeUrl && {
        list: { unsubscribe: mail.unsubscribeUrl },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
      messageId: messageIdFor(mail.id),
    });
  } catch (err) {
    const error = describeSendError(err, ctx.smtpUrl);
    const status = await markAttemptFailed(ctx.db, mail, error, ctx.now());
    if (status === 'failed') ctx.logger.error({ ...log, error }, 'mail failed for good');
    else ctx.logger.warn({ ...log, error }, 'mail not sent, will retry');
    return;
  }
  await markSent(ctx.db, mail.id, ctx.now());
  ctx.logger.info(log, 'mail sent');
}

import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { supportMessageBody } from '#shared/contracts/support.js';
import { SUPPORT_CONTACT_REQUIRED } from '#shared/contracts/support.js';
import type { SessionUser } from '#shared/contracts/profiles.js';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { supportMessages } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { recordAudit } from '../audit/index.js';
import { supportErrors } from './errors.js';
import { receivedMail, replyMail, type Sender } from './mails.js';

export interface SupportDeps {
  mail: MailPort;
  /** Links in the mails lead to this server's Help page. */
  appUrl: string;
}

type SupportMessage = z.output<typeof supportMessageBody>;

/**
 * Stores a message from the Help page and mails the sender an acknowledgement, in one
 * transaction. Signed in, the name and address are the account's; signed out, both are needed.
 */
export async function sendSupportMessage(
  db: Db,
  deps: SupportDeps,
  signedIn: SessionUser | null,
  body: SupportMessage,
) {
  const sender: Sender | null = signedIn
    ? { name: signedIn.name, email: signedIn.email.toLowerCase(), member: true }
    : body.name && body.email
      ? { name: body.name, email: body.email, member: false }
      : null;
  if (!sender) throw supportErrors.fail('VALIDATION_ERROR', SUPPORT_CONTACT_REQUIRED);
  await db.transaction(async (tx) => {
    await tx.insert(supportMessages).values({
      userId: signedIn?.id ?? null,
      name: sender.name,
      email: sender.email,
      topic: body.topic,
      message: body.message,
    });
    await deps.mail.enqueue(receivedMail(sender, body.topic, deps.appUrl), tx);
  });
}

/** The open message `id`, locked for the caller's transaction: 404 when missing, 409 when done. */
async function openMessage(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.id, id))
    .for('update');
  if (!row) throw supportErrors.fail('NOT_FOUND', 'This message does not exist.');
  if (row.status === 'done')
    throw supportErrors.fail('ALREADY_DONE', 'This message was already dealt with.');
  return row;
}

/** Mails an admin's reply to the sender (their message quoted), marks it done, and audits it. */
export async function replyToSupportMessage(
  db: Db,
  deps: SupportDeps,
  adminId: string,
  id: string,
  reply: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await openMessage(tx, id);
    const sender = { name: row.name, email: row.email, member: row.userId !== null };
    await deps.mail.enqueue(replyMail(sender, row, reply, deps.appUrl), tx);
    await tx
      .update(supportMessages)
      .set({ status: 'done', reply, repliedAt: now, repliedBy: adminId, doneAt: now })
      .where(and(eq(supportMessages.id, id), eq(supportMessages.status, 'open')));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'support.reply',
      targetId: row.userId,
      meta: { messageId: id, topic: row.topic },
    });
  });
}

/** Marks a message done without a reply (dealt with elsewhere, or nothing to answer). */
export async function markSupportMessageDone(
  db: Db,
  adminId: string,
  id: string,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const row = await openMessage(tx, id);
    await tx
      .update(supportMessages)
      .set({ status: 'done', repliedBy: adminId, doneAt: now })
      .where(eq(supportMessages.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'support.done',
      targetId: row.userId,
      meta: { messageId: id, topic: row.topic },
    });
  });
}

/**
 * Support's part of deleting an account: messages sent signed in go by the cascading key; these
 * are the ones sent signed out from the member's address.
 */
export const supportLifecycle: MemberLifecycle = {
  owner: 'support',
  async erase(tx, member) {
    await tx.delete(supportMessages).where(sql`${supportMessages.email} = lower(${member.email})`);
  },
};

import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import {
  NAME_PLACEHOLDER,
  type EmailPreview,
  type adminEmailBody,
} from '#shared/contracts/admin-emails.js';
import type { z } from 'zod';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';
import { letterMail } from '#server/platform/mail/button-mail.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { recordAudit } from '../audit/index.js';
import { wantsEmail, type Notifier } from '../notifications/index.js';
import { directoryFilter } from './directory.js';
import { adminErrors } from './errors.js';

export type AdminEmail = z.output<typeof adminEmailBody>;

/** Recipients are read and queued this many at a time, so a mailing to everyone stays small in memory. */
const BATCH = 1_000;
const PREVIEW_SAMPLE = 5;
const PRIORITY = { low: 0, normal: 1, high: 2 } as const;

const personal = (text: string, name: string) => text.replaceAll(NAME_PLACEHOLDER, name);

/**
 * The accounts an email goes to: one member by id (a personal message from the team, always
 * delivered), or everyone a directory search selects who has not turned product news off.
 */
function recipientsOf(adminId: string, to: AdminEmail['to']): SQL {
  return to.kind === 'member'
    ? eq(profiles.id, to.userId)
    : and(directoryFilter(adminId, to.q), wantsEmail('productNews', profiles.id))!;
}

const noRecipients = (to: AdminEmail['to']) =>
  to.kind === 'member'
    ? adminErrors.fail('NOT_FOUND', 'User not found')
    : adminErrors.fail('NO_RECIPIENTS', 'No member matches this search.');

const recipientColumns = { id: profiles.id, fullName: profiles.fullName, email: profiles.email };

export async function previewEmail(
  db: Db,
  adminId: string,
  email: AdminEmail,
): Promise<EmailPreview> {
  const where = recipientsOf(adminId, email.to);
  const [[total], sample] = await Promise.all([
    db.select({ n: count() }).from(profiles).where(where),
    db
      .select(recipientColumns)
      .from(profiles)
      .where(where)
      .orderBy(asc(profiles.fullName))
      .limit(PREVIEW_SAMPLE),
  ]);
  const first = sample[0];
  if (!first) throw noRecipients(email.to);
  return {
    recipients: total?.n ?? 0,
    sample: sample.map(({ fullName, email }) => ({ fullName, email })),
    subject: personal(email.subject, first.fullName),
    text: personal(email.body, first.fullName),
  };
}

/**
 * Queues one mail per recipient, each with their own name, in one transaction: the mailing goes
 * out whole or not at all, and the outbox sends it (high priority before everything else queued).
 */
export async function sendEmail(
  db: Db,
  { mail, notifier }: { mail: MailPort; notifier: Notifier },
  adminId: string,
  email: AdminEmail,
): Promise<number> {
  const where = recipientsOf(adminId, email.to);
  return db.transaction(async (tx) => {
    let after = '';
    let n = 0;
    for (;;) {
      const batch = await tx
        .select(recipientColumns)
        .from(profiles)
        .where(and(where, gt(profiles.id, after)))
        .orderBy(asc(profiles.id))
        .limit(BATCH);
      if (!batch.length) break;
      const messages = batch.map((r) => {
        const letter = {
          ...letterMail(
            `admin:${email.template}`,
            r.email,
            personal(email.subject, r.fullName),
            personal(email.body, r.fullName),
          ),
          priority: PRIORITY[email.priority],
        };
        // A mailing is product news: it says so, with its one-click unsubscribe.
        return email.to.kind === 'search'
          ? notifier.withUnsubscribe(letter, r.id, 'productNews')
          : letter;
      });
      await mail.enqueueMany(messages, tx);
      n += batch.length;
      after = batch[batch.length - 1]!.id;
    }
    if (!n) throw noRecipients(email.to);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'admin.send-email',
      targetId: email.to.kind === 'member' ? email.to.userId : null,
      meta: { template: email.template, priority: email.priority, recipients: n },
    });
    return n;
  });
}

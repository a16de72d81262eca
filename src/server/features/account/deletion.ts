import { eq } from 'drizzle-orm';
import { paths } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { eraseMemberEverywhere, type MemberLifecycle } from '#server/db/member-lifecycle.js';
import { user } from '#server/db/schema.js';
import { letterMail } from '#server/platform/mail/button-mail.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { recordAudit } from '../audit/index.js';
import { assertNotLastAdmin, deleteAccount } from '../auth/index.js';
import { accountErrors } from './errors.js';

/** What closing an account needs from outside the database. */
export interface AccountClosing {
  /**
   * Settles the account's money at the payment provider (subscriptions end, open payments stop);
   * throws (503) when it cannot.
   */
  paymentsClosed: (userId: string) => Promise<void>;
  /** Closes the account's realtime sockets on every instance. */
  sessionsRevoked: (userId: string) => Promise<void>;
  /**
   * The account's stored files (photos, selfies, prepared exports): `queue` records them in the
   * deletion transaction, `flush` deletes them after the commit; a delete the store refuses stays
   * queued and is retried until it succeeds (platform/storage/deletion-outbox.ts), never thrown.
   */
  files: {
    queue: (tx: Db, keys: readonly string[]) => Promise<void>;
    flush: (keys: readonly string[]) => Promise<void>;
  };
  /** Every owner's part of deleting a member (app.ts assembles it). */
  lifecycle: readonly MemberLifecycle[];
  /** Tells these members' open pages to fetch again: the member leaves their lists at once. */
  refresh: (userIds: string[]) => Promise<void>;
  mail: MailPort;
  /** The goodbye mail names the Help page on this server. */
  appUrl: string;
}

const goodbyeMail = (to: string, name: string, appUrl: string) =>
  letterMail(
    'account-deleted',
    to,
    'Your Right One account has been deleted',
    `Hi ${name.trim().split(/\s+/)[0] || 'there'},

Your Right One account has been deleted, as you asked. Your profile, quiz answers and results, reports, matches, photos and settings are gone, and you have been signed out everywhere. Any subscription and any payment still open were cancelled first, so you will not be charged again.

Messages you sent stay in the other member's conversation, shown as from "Deleted member". Payment records the law requires us to keep are kept without your name, email or card details.

If you did not ask for this, tell us at once from the Help page: ${appUrl}${paths.help}`,
  );

/**
 * Deletes an account for good: its subscriptions and open payments end at the provider first (a
 * provider that does not answer leaves everything as it was), then, in one transaction, the
 * member's rows go (each owner's erase hook, then the cascading keys), the deletion is audited
 * and, when the member asked for it themselves, a confirmation is queued to the old address.
 * Sessions, sockets and files follow. The last admin cannot be deleted (409).
 */
export async function closeAccount(
  db: Db,
  deps: AccountClosing,
  userId: string,
  by: { actorId: string; action: 'account.deleted' | 'admin.delete-user' },
) {
  await db.transaction((tx) => assertNotLastAdmin(tx, userId));
  await deps.paymentsClosed(userId);
  const [member] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  if (!member) throw accountErrors.fail('NOT_FOUND', 'User not found');
  const { touched, files } = await db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, userId);
    const erased = await eraseMemberEverywhere(deps.lifecycle, tx, {
      id: userId,
      email: member.email,
    });
    await recordAudit(tx, { actorId: by.actorId, action: by.action, targetId: userId });
    if (by.actorId === userId)
      await deps.mail.enqueue(goodbyeMail(member.email, member.name, deps.appUrl), tx);
    await deps.files.queue(tx, erased.files);
    await deleteAccount(tx, userId);
    return erased;
  });
  await deps.sessionsRevoked(userId);
  await deps.files.flush(files);
  await deps.refresh(touched);
}

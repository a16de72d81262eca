import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { profiles } from '../../db/schema.js';
import { AppError, notFound } from '../../plugins/errors.js';
import type { Role } from '../../plugins/session.js';
import { recordAudit } from '../audit/index.js';
import {
  accountExists,
  banAccount,
  deleteAccount,
  lockAdmins,
  revokeSessions,
  setAccountRole,
} from '../auth/index.js';
import type { StoredPhoto } from '../profiles/index.js';

/**
 * Role changes, bans and deletions, each in one transaction that first locks the admin rows, so
 * two admins acting at once can never remove the last admin (docs/security-rules.md, rule 6).
 * Each revokes the target's sessions at once (rule 7), and then `sessionsRevoked` closes their
 * open realtime sockets on every instance. A deletion also removes the account's photo (rule 17).
 */
export interface AdminDeps {
  /** Closes the target's realtime sockets on every instance. */
  sessionsRevoked: (userId: string) => Promise<void>;
  /** Removes a deleted account's photo (the clear file and its blurred copy) from storage. */
  avatarDeleted: (photo: StoredPhoto | undefined) => Promise<void>;
  /** Stops the account's subscriptions at the payment provider; throws when it cannot. */
  subscriptionsEnded: (userId: string) => Promise<void>;
}

const lastAdmin = () =>
  new AppError(
    409,
    'LAST_ADMIN',
    'This is the last admin account. Make someone else an admin first.',
  );

/** An admin acts on other accounts: their own role, ban or deletion is not theirs to change here. */
function notOnYourself(actorId: string, targetId: string) {
  if (actorId === targetId)
    throw new AppError(
      409,
      'NOT_ON_YOURSELF',
      'You cannot change the role of, ban or delete your own account. Ask another admin.',
    );
}

/** A banned admin cannot act, so only admins who are not banned keep the product run. */
async function guardLastAdmin(tx: Db, targetId: string) {
  const admins = await lockAdmins(tx);
  if (!(await accountExists(tx, targetId))) throw notFound('User not found');
  const active = admins.filter((a) => !a.banned);
  if (active.some((a) => a.id === targetId) && active.length <= 1) throw lastAdmin();
}

export async function setRole(
  db: Db,
  deps: AdminDeps,
  actorId: string,
  targetId: string,
  role: Role,
) {
  notOnYourself(actorId, targetId);
  await db.transaction(async (tx) => {
    if (role !== 'admin') await guardLastAdmin(tx, targetId);
    if (!(await setAccountRole(tx, targetId, role))) throw notFound('User not found');
    await revokeSessions(tx, targetId);
    await recordAudit(tx, { actorId, action: 'admin.set-role', targetId, meta: { role } });
  });
  await deps.sessionsRevoked(targetId);
}

export async function ban(
  db: Db,
  deps: AdminDeps,
  actorId: string,
  targetId: string,
  reason: string | null,
) {
  notOnYourself(actorId, targetId);
  await db.transaction(async (tx) => {
    await guardLastAdmin(tx, targetId);
    await banAccount(tx, targetId, reason);
    await revokeSessions(tx, targetId);
    await recordAudit(tx, { actorId, action: 'admin.ban', targetId });
  });
  await deps.sessionsRevoked(targetId);
}

/**
 * Deletes the account and, through cascading keys, every row that references it. Its
 * subscriptions are stopped at the provider first: a provider that cannot be reached leaves the
 * account as it was (a deleted member must never be billed again).
 */
export async function removeAccount(db: Db, deps: AdminDeps, actorId: string, targetId: string) {
  notOnYourself(actorId, targetId);
  await db.transaction((tx) => guardLastAdmin(tx, targetId));
  await deps.subscriptionsEnded(targetId);
  const [gone] = await db
    .select({ avatarUrl: profiles.avatarUrl, avatarBlurredUrl: profiles.avatarBlurredUrl })
    .from(profiles)
    .where(eq(profiles.id, targetId));
  await db.transaction(async (tx) => {
    await guardLastAdmin(tx, targetId);
    await deleteAccount(tx, targetId);
    await recordAudit(tx, { actorId, action: 'admin.delete-user', targetId });
  });
  await deps.sessionsRevoked(targetId);
  await deps.avatarDeleted(gone);
}

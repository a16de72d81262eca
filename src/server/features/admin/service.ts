import type { Db } from '#server/db/connect.js';
import type { Role } from '#server/plugins/session.js';
import { recordAudit } from '../audit/index.js';
import {
  accountExists,
  assertNotLastAdmin,
  banAccount,
  revokeSessions,
  mailTwoFactorChanged,
  setAccountRole,
  turnOffTwoFactorFor,
} from '../auth/index.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { closeAccount, type AccountClosing } from '../account/index.js';
import { assignWaitingMembers, handOverMembersOf } from '../concierge/index.js';
import { adminErrors } from './errors.js';

/**
 * Role changes, bans and deletions, each in one transaction that first locks the admin rows, so
 * two admins acting at once can never remove the last admin (docs/security-rules.md, rule 6).
 * Each revokes the target's sessions at once (rule 7), and then `sessionsRevoked` closes their
 * open realtime sockets on every instance. A deletion also removes the account's photo (rule 17).
 */
export interface AdminDeps {
  /** Closes the target's realtime sockets on every instance. */
  sessionsRevoked: (userId: string) => Promise<void>;
  /** What deleting an account needs (subscriptions, sockets, files, others' pages, mail). */
  closing: AccountClosing;
}

/** An admin acts on other accounts: their own role, ban or deletion is not theirs to change here. */
function notOnYourself(actorId: string, targetId: string) {
  if (actorId === targetId)
    throw adminErrors.fail(
      'NOT_ON_YOURSELF',
      'You cannot change the role of, ban or delete your own account. Ask another admin.',
    );
}

export async function setRole(
  db: Db,
  deps: AdminDeps,
  actorId: string,
  targetId: string,
  role: Role,
) {
  notOnYourself(actorId, targetId);
  const handedOn = await db.transaction(async (tx) => {
    if (role !== 'admin') await assertNotLastAdmin(tx, targetId);
    if (!(await setAccountRole(tx, targetId, role)))
      throw adminErrors.fail('NOT_FOUND', 'User not found');
    await revokeSessions(tx, targetId);
    await recordAudit(tx, { actorId, action: 'admin.set-role', targetId, meta: { role } });
    // A concierge no longer: their members are not left with someone who cannot answer them.
    return role === 'concierge' ? [] : handOverMembersOf(tx, deps.closing, targetId);
  });
  await deps.sessionsRevoked(targetId);
  await deps.closing.refresh(handedOn);
  // A new concierge: members who bought a plan while nobody could take them are shared out
  // now, least-loaded first, as on purchase (decision 0036).
  if (role === 'concierge') await assignWaitingMembers(db, deps.closing);
}

export async function ban(
  db: Db,
  deps: AdminDeps,
  actorId: string,
  targetId: string,
  reason: string | null,
) {
  notOnYourself(actorId, targetId);
  const handedOn = await db.transaction(async (tx) => {
    await assertNotLastAdmin(tx, targetId);
    await banAccount(tx, targetId, reason);
    await revokeSessions(tx, targetId);
    await recordAudit(tx, { actorId, action: 'admin.ban', targetId });
    return handOverMembersOf(tx, deps.closing, targetId);
  });
  await deps.sessionsRevoked(targetId);
  await deps.closing.refresh(handedOn);
}

/**
 * Two-factor sign-in off for a member who lost the phone and the backup codes (decision 0040):
 * the key and codes are deleted, every session ends, and the member is mailed a way back.
 */
export async function turnOffMembersTwoFactor(
  db: Db,
  deps: AdminDeps & { mail: MailPort; appUrl: string },
  actorId: string,
  targetId: string,
) {
  notOnYourself(actorId, targetId);
  const turnedOff = await db.transaction(async (tx) => {
    if (!(await accountExists(tx, targetId))) throw adminErrors.fail('NOT_FOUND', 'User not found');
    if (!(await turnOffTwoFactorFor(tx, targetId))) return false;
    await revokeSessions(tx, targetId);
    await recordAudit(tx, { actorId, action: 'admin.two-factor-off', targetId });
    return true;
  });
  if (!turnedOff)
    throw adminErrors.fail('TWO_FACTOR_NOT_ON', 'Two-factor sign-in is not on for this account.');
  await deps.sessionsRevoked(targetId);
  await mailTwoFactorChanged(db, deps, targetId, false);
}

/** Deletes another member's account for good, as the member could themselves (features/account). */
export async function removeAccount(db: Db, deps: AdminDeps, actorId: string, targetId: string) {
  notOnYourself(actorId, targetId);
  await closeAccount(db, deps.closing, targetId, { actorId, action: 'admin.delete-user' });
}

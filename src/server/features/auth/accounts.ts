import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { session, user } from '#server/db/schema.js';
import type { Role } from '#server/plugins/session.js';
import { accountChangeErrors } from './errors.js';

/**
 * Changes to accounts that other features ask for (admin actions, a member renaming themselves,
 * a sign-up that failed half-way). Auth owns the account tables; each function takes the
 * caller's transaction, so the change commits with whatever caused it.
 */

/** The admins, locked for the caller's transaction (two admins acting at once wait in turn). */
export const lockAdmins = (tx: Db) =>
  tx
    .select({ id: user.id, banned: user.banned })
    .from(user)
    .where(eq(user.role, 'admin'))
    .for('update');

/**
 * Refuses (409 LAST_ADMIN) to take away the last admin who is not banned: a banned admin cannot
 * act, so only they keep the product run. Locks the admin rows first, so two admins acting at
 * once wait in turn; 404 when the account does not exist.
 */
export async function assertNotLastAdmin(tx: Db, targetId: string) {
  const admins = await lockAdmins(tx);
  if (!(await accountExists(tx, targetId)))
    throw accountChangeErrors.fail('NOT_FOUND', 'User not found');
  const active = admins.filter((a) => !a.banned);
  if (active.some((a) => a.id === targetId) && active.length <= 1)
    throw accountChangeErrors.fail(
      'LAST_ADMIN',
      'This is the last admin account. Make someone else an admin first.',
    );
}

/** The id of the account with this (normalised) address, or null. */
export async function accountIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
}

export async function accountExists(tx: Db, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, id));
  return Boolean(row);
}

/** False when there is no such account. */
export async function setAccountRole(tx: Db, id: string, role: Role): Promise<boolean> {
  const updated = await tx
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning({ id: user.id });
  return updated.length > 0;
}

export async function banAccount(tx: Db, id: string, reason: string | null) {
  await tx
    .update(user)
    .set({ banned: true, banReason: reason, updatedAt: new Date() })
    .where(eq(user.id, id));
}

export async function setAccountName(tx: Db, id: string, name: string) {
  await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, id));
}

/** Signs the account out everywhere: its sessions are gone, so its cookies stop working. */
export async function revokeSessions(tx: Db, id: string) {
  await tx.delete(session).where(eq(session.userId, id));
}

/** Deletes the account; every row that references it goes with it (cascading keys). */
export async function deleteAccount(tx: Db, id: string) {
  await tx.delete(user).where(eq(user.id, id));
}

/** Of `ids`, the sessions that still exist and have not expired (a revoked session is deleted). */
export async function liveSessionIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.id, ids), gt(session.expiresAt, new Date())));
  return new Set(rows.map((r) => r.id));
}

/** An admin correcting a member's address; a clash with another account is the caller's to answer. */
export async function setAccountEmail(tx: Db, id: string, email: string) {
  await tx.update(user).set({ email, updatedAt: new Date() }).where(eq(user.id, id));
}

/** A suspension: banned until `until`, when the next sign-in lifts it (better-auth's admin plugin). */
export async function suspendAccount(tx: Db, id: string, reason: string, until: Date) {
  await tx
    .update(user)
    .set({ banned: true, banReason: reason, banExpires: until, updatedAt: new Date() })
    .where(eq(user.id, id));
}

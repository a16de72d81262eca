import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { profiles, session, user } from '../../db/schema.js';
import { AppError, notFound } from '../../plugins/errors.js';
import type { Role } from '../../plugins/session.js';
import { recordAudit } from '../audit/service.js';

const lastAdmin = () =>
  new AppError(
    409,
    'LAST_ADMIN',
    'This is the last admin account. Make someone else an admin first.',
  );

/**
 * Role changes, bans and deletions, each in one transaction that first locks the admin rows, so
 * two admins acting at once can never remove the last admin (SECURITY.md row 6). Each revokes
 * the target's sessions at once (row 7), and then `sessionsRevoked` closes their open realtime
 * sockets on every instance. A deletion also removes the account's photo (row 17).
 */
export interface AdminServiceHooks {
  /** Closes the target's realtime sockets on every instance. */
  sessionsRevoked?: (userId: string) => Promise<void>;
  /** Removes a deleted account's photo from storage. */
  avatarDeleted?: (avatarUrl: string | null) => Promise<void>;
}

export function createAdminService(
  db: Db,
  {
    sessionsRevoked = async () => undefined,
    avatarDeleted = async () => undefined,
  }: AdminServiceHooks = {},
) {
  /** A banned admin cannot act, so only admins who are not banned keep the product run. */
  async function guardLastAdmin(tx: Db, targetId: string) {
    const admins = await tx
      .select({ id: user.id, banned: user.banned })
      .from(user)
      .where(eq(user.role, 'admin'))
      .for('update');
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, targetId));
    if (!target) throw notFound('User not found');
    const active = admins.filter((a) => !a.banned);
    if (active.some((a) => a.id === targetId) && active.length <= 1) throw lastAdmin();
  }

  return {
    async setRole(actorId: string, targetId: string, role: Role) {
      await db.transaction(async (tx) => {
        if (role !== 'admin') await guardLastAdmin(tx, targetId);
        const updated = await tx
          .update(user)
          .set({ role, updatedAt: new Date() })
          .where(eq(user.id, targetId))
          .returning({ id: user.id });
        if (!updated.length) throw notFound('User not found');
        await tx.delete(session).where(eq(session.userId, targetId));
        await recordAudit(tx, { actorId, action: 'admin.set-role', targetId, meta: { role } });
      });
      await sessionsRevoked(targetId);
    },

    async ban(actorId: string, targetId: string, reason: string | null) {
      await db.transaction(async (tx) => {
        await guardLastAdmin(tx, targetId);
        await tx
          .update(user)
          .set({ banned: true, banReason: reason, updatedAt: new Date() })
          .where(eq(user.id, targetId));
        await tx.delete(session).where(eq(session.userId, targetId));
        await recordAudit(tx, { actorId, action: 'admin.ban', targetId });
      });
      await sessionsRevoked(targetId);
    },

    /** Deletes the account and, through cascading keys, every row that references it. */
    async remove(actorId: string, targetId: string) {
      const [gone] = await db
        .select({ avatarUrl: profiles.avatarUrl })
        .from(profiles)
        .where(eq(profiles.id, targetId));
      await db.transaction(async (tx) => {
        await guardLastAdmin(tx, targetId);
        await tx.delete(user).where(eq(user.id, targetId));
        await recordAudit(tx, { actorId, action: 'admin.delete-user', targetId });
      });
      await sessionsRevoked(targetId);
      await avatarDeleted(gone?.avatarUrl ?? null);
    },

    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(user)
        .where(and(eq(user.role, 'admin'), ne(user.banned, true)));
      return row?.n ?? 0;
    },
  };
}

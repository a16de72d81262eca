import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { session, user } from '../../db/schema.js';
import type { Auth } from './better-auth.js';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD: make sure this verified admin exists. An existing *unverified*
 * account with that email was never proven to be the admin's, so it gets the configured
 * password and loses its sessions before it is promoted.
 */
export async function ensureAdmin(
  auth: Auth,
  db: Db,
  admin: { email: string; password: string } | undefined,
) {
  if (!admin) return;
  const ctx = await auth.$context;
  const [existing] = await db.select().from(user).where(eq(user.email, admin.email));
  if (!existing) {
    const created = await ctx.internalAdapter.createUser(
      { email: admin.email, name: 'Admin', emailVerified: true, role: 'admin' },
      { method: 'admin' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await ctx.password.hash(admin.password),
    });
    return;
  }
  if (!existing.emailVerified) {
    await ctx.internalAdapter.updatePassword(existing.id, await ctx.password.hash(admin.password));
    await db.delete(session).where(eq(session.userId, existing.id));
  }
  await db
    .update(user)
    .set({ role: 'admin', emailVerified: true, banned: false })
    .where(eq(user.id, existing.id));
}

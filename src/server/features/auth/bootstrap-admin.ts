import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { session, user } from '#server/db/schema.js';
import type { Auth } from './better-auth.js';

/**
 * A confirmed account with a password, made through better-auth's own adapter (its user and
 * credential rows; the database adds the profile). The caller hashes the password, so many
 * accounts sharing one (the demo world) cost one hash.
 */
export async function createVerifiedAccount(
  auth: Auth,
  account: {
    email: string;
    name: string;
    role: 'admin' | 'user' | 'concierge';
    passwordHash: string;
  },
): Promise<string> {
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    { email: account.email, name: account.name, emailVerified: true, role: account.role },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: account.passwordHash,
  });
  return created.id;
}

/** A password hashed as better-auth stores it. */
export const hashPassword = async (auth: Auth, password: string) =>
  (await auth.$context).password.hash(password);

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
    await createVerifiedAccount(auth, {
      email: admin.email,
      name: 'Admin',
      role: 'admin',
      passwordHash: await hashPassword(auth, admin.password),
    });
    return;
  }
  if (!existing.emailVerified) {
    await ctx.internalAdapter.updatePassword(existing.id, await hashPassword(auth, admin.password));
    await db.delete(session).where(eq(session.userId, existing.id));
  }
  await db
    .update(user)
    .set({ role: 'admin', emailVerified: true, banned: false })
    .where(eq(user.id, existing.id));
}

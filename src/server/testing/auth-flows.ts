import { eq } from 'drizzle-orm';
import { adminApi } from '#shared/contracts/admin.js';
import { authApi } from '#shared/contracts/auth.js';
import { profilesApi, type Role } from '#shared/contracts/profiles.js';
import { session } from '../db/schema.js';
import { lastMail, PASSWORD } from './accounts.js';
import type { TestApp } from './create-test-app.js';

/** A sign-in as the sign-in page sends it, optionally from another client address. */
export function signIn(
  t: TestApp,
  email: string,
  password = PASSWORD,
  remoteAddress?: string,
  headers: Record<string, string> = {},
) {
  return t.call(authApi.signIn, { body: { email, password } }, { headers, remoteAddress });
}

/** Asks for a reset link for an account and returns the token the mail carries. */
export async function resetTokenFor(t: TestApp, email: string): Promise<string> {
  const res = await t.call(authApi.requestPasswordReset, { body: { email } });
  if (res.statusCode !== 200) throw new Error(`reset request failed: ${res.body}`);
  const link = /https?:\/\/\S+reset-password\?token=\S+/.exec(
    (await lastMail(t, email))?.text ?? '',
  )?.[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) throw new Error('no reset link mailed');
  return token;
}

/** The status the profile answers for a cookie: 200 while the session lives, 401 once revoked. */
export async function profileStatus(t: TestApp, cookie: string): Promise<number> {
  return (await t.call(profilesApi.me, {}, { cookie })).statusCode;
}

/** How many sessions an account holds in the database. */
export async function sessionCount(t: TestApp, userId: string): Promise<number> {
  return (await t.database.db.select().from(session).where(eq(session.userId, userId))).length;
}

/** Every session token the database holds for an account (to prove none leaks into JSON). */
export async function sessionTokens(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ token: session.token })
    .from(session)
    .where(eq(session.userId, userId));
  return rows.map((r) => r.token);
}

export type AdminAction = 'role' | 'ban' | 'delete';

/** One of the admin's actions on a user, sent from our own pages. */
export function adminAction(
  t: TestApp,
  cookie: string | undefined,
  action: AdminAction,
  targetId: string,
  role: Role = 'user',
) {
  const params = { id: targetId };
  if (action === 'delete') return t.call(adminApi.remove, { params }, { cookie });
  if (action === 'role') return t.call(adminApi.setRole, { params, body: { role } }, { cookie });
  return t.call(adminApi.ban, { params, body: { reason: 'Test' } }, { cookie });
}

import { desc, eq } from 'drizzle-orm';
import { authApi } from '#shared/contracts/auth.js';
import type { Role } from '#shared/contracts/profiles.js';
import { mailOutbox, user } from '../db/schema.js';
import { testCall } from './call.js';
import type { TestApp } from './create-test-app.js';

export const PASSWORD = 'correct horse battery';

/**
 * A JSON request as our own pages send it (Origin: the app's own URL), to a path without a
 * contract (better-auth's own endpoints): contracted endpoints are called with `t.call`.
 */
export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { origin: t.config.appUrl, ...headers },
    remoteAddress,
  });
}

/** The newest mail to an address, or undefined. */
export async function lastMail(t: Pick<TestApp, 'database'>, to: string) {
  const [m] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return m;
}

/** Every mail to an address, newest first. */
export const mailsTo = (t: Pick<TestApp, 'database'>, to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt));

/** The cookie header that a Set-Cookie answer gives a browser. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  return setCookiesOf(res)
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Every Set-Cookie line of an answer. */
export function setCookiesOf(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  if (Array.isArray(raw)) return raw.filter((c): c is string => typeof c === 'string');
  return typeof raw === 'string' ? [raw] : [];
}

/**
 * Signs up, verifies by the mailed link, signs in: returns the session cookie and the user id.
 * With rate limiting on, give each account its own `remoteAddress` (3 sign-ups per 10 s per IP).
 * The benchmarks' server (bench/servers/app.ts) calls it too, with an app that has no `call`.
 */
export async function signUpAndIn(
  t: Omit<TestApp, 'call'>,
  email: string,
  name = 'Test Person',
  role?: Exclude<Role, 'user'>,
  remoteAddress?: string,
) {
  const call = testCall(t.app, t.config.appUrl);
  const signUp = await call(
    authApi.signUp,
    { body: { email, password: PASSWORD, name } },
    { remoteAddress },
  );
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = await lastMail(t, email);
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error('no verification link mailed');
  const url = new URL(link);
  // Opened in the browser that signed up (its registrant cookie), so the password stays.
  const headers = { cookie: cookieFrom(signUp) };
  await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers, remoteAddress });
  const [u] = await t.database.db.select().from(user).where(eq(user.email, email));
  if (role) await t.database.db.update(user).set({ role }).where(eq(user.id, u!.id));
  const signIn = await call(
    authApi.signIn,
    { body: { email, password: PASSWORD } },
    { remoteAddress },
  );
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  return { cookie: cookieFrom(signIn), id: u!.id };
}

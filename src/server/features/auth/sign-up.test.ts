import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { profiles } from '#server/db/schema.js';
import { cookieFrom, lastMail, signUpAndIn, PASSWORD } from '#server/testing/accounts.js';
import { signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up, verification and sign-in', () => {
  it('creates a profile row with the account and mails a verification link', async () => {
    const res = await t.call(authApi.signUp, {
      body: { email: ' Ana@Example.com ', password: PASSWORD, name: 'Ana' },
    });
    expect(res.statusCode).toBe(200);
    const [p] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'ana@example.com'));
    expect(p).toMatchObject({ fullName: 'Ana', role: 'user', plan: 'Free', matchesCount: -1 });
    const mail = await lastMail(t, 'ana@example.com');
    expect(mail?.kind).toBe('verify-email');
    expect(mail?.text).toMatch(/verify-email\?token=/);
  });

  it('refuses sign-in before the email is confirmed, with a code the page maps', async () => {
    const res = await signIn(t, 'ana@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('signs in after verification with a cookie only, never a token in JSON', async () => {
    const { cookie } = await signUpAndIn(t, 'ben@example.com', 'Ben');
    expect(cookie).toMatch(/session_token=/);
    const again = await signIn(t, 'ben@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.body).not.toMatch(/"token"/);
    const setCookie = String(again.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await t.call(authApi.getSession, {}, { cookie: cookieFrom(again) });
    expect(session.statusCode).toBe(200);
    expect(session.body).not.toMatch(/"token"/);
    expect(session.json().user.email).toBe('ben@example.com');
  });

  it('serves the signed-in member their own profile and zeroed stats', async () => {
    const { cookie } = await signUpAndIn(t, 'cleo@example.com', 'Cleo');
    const profile = await t.call(profilesApi.me, {}, { cookie });
    expect(profile.json()).toMatchObject({
      email: 'cleo@example.com',
      fullName: 'Cleo',
      role: 'user',
      plan: 'Free',
    });
    const stats = await t.call(profilesApi.stats, {}, { cookie });
    // The journey flags beside the figures are tested in profiles/dashboard-stats.test.ts.
    expect(stats.json()).toMatchObject({
      activeMatches: 0,
      activeChats: 0,
      compatibilityScore: 0,
      profileCompletion: 11,
    });
    const anonymous = await t.call(profilesApi.me);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
  });
});

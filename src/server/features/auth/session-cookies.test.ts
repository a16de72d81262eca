import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { sessionsApi } from '#shared/contracts/sessions.js';
import { cookieFrom, PASSWORD, setCookiesOf, signUpAndIn } from '#server/testing/accounts.js';
import { sessionTokens, signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { SESSION_HINT_COOKIE } from '#shared/domain/accounts.js';

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  https = await createTestApp({ APP_URL: 'https://rightone.example' });
});
afterAll(async () => {
  await t?.close();
  await https?.close();
});

const setCookies = setCookiesOf;
/** Every cookie but the hint (plugins/session-hint.ts), which holds no secret and is read by the page. */
const isSecretCookie = (c: string) => !c.startsWith(`${SESSION_HINT_COOKIE}=`);

describe('session tokens travel in cookies only (docs/security-rules.md, rule 3)', () => {
  it('never puts a session token in a JSON body, on any session endpoint', async () => {
    const { cookie, id } = await signUpAndIn(t, 'ivy@example.com', 'Ivy');
    await signIn(t, 'ivy@example.com');
    const answers = [
      await signIn(t, 'ivy@example.com'),
      await t.call(authApi.getSession, {}, { cookie }),
      await t.call(sessionsApi.list, {}, { cookie }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const tokens = await sessionTokens(t, id);
    expect(tokens.length).toBeGreaterThanOrEqual(3);
    for (const { body } of answers) {
      expect(body).not.toMatch(/"token"/);
      for (const token of tokens) expect(body).not.toContain(token);
    }
  });

  it('marks the sign-up browser cookie HttpOnly, SameSite=Lax and Secure over https', async () => {
    const signUp = (app: TestApp, email: string) =>
      app.call(authApi.signUp, { body: { email, password: PASSWORD, name: 'Reg' } });
    const [plain] = setCookies(await signUp(t, 'reg@example.com'));
    const [secure] = setCookies(await signUp(https, 'reg@example.com'));
    for (const c of [plain, secure]) {
      expect(c).toMatch(/^right_one_registrant=[\w-]{43};/);
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=Lax/i);
      expect(c).toMatch(/;\s*Path=\/api\/auth\/verify-email/);
    }
    expect(plain).not.toMatch(/;\s*Secure/i);
    expect(secure).toMatch(/;\s*Secure/i);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    await signUpAndIn(t, 'kai@example.com', 'Kai');
    const cookies = setCookies(await signIn(t, 'kai@example.com'));
    const session = cookies.find((c) => c.includes('session_token='));
    expect(session).toBeDefined();
    for (const c of cookies.filter(isSecretCookie)) {
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=Lax/i);
    }
  });

  it('marks the cookies Secure when APP_URL is https', async () => {
    await signUpAndIn(https, 'lea@example.com', 'Lea');
    const res = await signIn(https, 'lea@example.com');
    expect(res.statusCode).toBe(200);
    const cookies = setCookies(res);
    expect(cookies.some((c) => c.startsWith('__Secure-') && c.includes('session_token='))).toBe(
      true,
    );
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
    for (const c of cookies.filter(isSecretCookie)) {
      expect(c).toMatch(/;\s*HttpOnly/i);
      expect(c).toMatch(/;\s*SameSite=Lax/i);
    }
    const session = await https.call(authApi.getSession, {}, { cookie: cookieFrom(res) });
    expect(session.json().user.email).toBe('lea@example.com');
  });

  it('does not set the Secure flag over plain http (it would break local sign-in)', async () => {
    await signUpAndIn(t, 'max@example.com', 'Max');
    for (const c of setCookies(await signIn(t, 'max@example.com')))
      expect(c).not.toMatch(/;\s*Secure/i);
  });
});

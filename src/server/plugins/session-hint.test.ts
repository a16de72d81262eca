import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { healthApi } from '#shared/contracts/health.js';
import { SESSION_HINT_COOKIE } from '#shared/domain/accounts.js';
import { cookieFrom, setCookiesOf, signUpAndIn } from '../testing/accounts.js';
import { signIn } from '../testing/auth-flows.js';
import { createTestApp, type TestApp } from '../testing/create-test-app.js';
import { sessionHintFor } from './session-hint.js';

const SESSION = 'better-auth.session_token';

describe('sessionHintFor', () => {
  it('mirrors the lifetime and the Secure flag of the session cookie, never its value', () => {
    const hint = sessionHintFor(
      `${SESSION}=abc.sig; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`,
      SESSION,
    );
    expect(hint).toBe(`${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax; Max-Age=2592000; Secure`);
  });

  it('clears the hint when the session cookie is cleared', () => {
    for (const cleared of [`${SESSION}=; Max-Age=0; Path=/`, `${SESSION}=x; Max-Age=-1`])
      expect(sessionHintFor(cleared, SESSION)).toBe(
        `${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`,
      );
  });

  it('leaves every other cookie alone', () => {
    expect(sessionHintFor(`${SESSION}_other=1; Path=/`, SESSION)).toBeNull();
    expect(sessionHintFor('better-auth.session_data=1; Path=/', SESSION)).toBeNull();
  });
});

describe('the session hint cookie follows the session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const hintOf = (res: { headers: Record<string, unknown> }) =>
    setCookiesOf(res).find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));

  it('is set on sign-in with the session cookie lifetime, readable by the page', async () => {
    await signUpAndIn(t, 'hint@example.com', 'Hint');
    const res = await signIn(t, 'hint@example.com');
    const session = setCookiesOf(res).find((c) => c.includes('session_token='))!;
    const hint = hintOf(res)!;
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(/Max-Age=(\d+)/.exec(hint)?.[1]).toBe(/Max-Age=(\d+)/.exec(session)?.[1]);
  });

  it('is cleared on sign-out, and absent from answers that set no session', async () => {
    const cookie = cookieFrom(await signIn(t, 'hint@example.com'));
    const out = await t.call(authApi.signOut, {}, { cookie });
    expect(out.statusCode).toBe(200);
    expect(hintOf(out)).toMatch(/Max-Age=0/);
    expect(hintOf(await t.call(healthApi.check))).toBeUndefined();
  });
});

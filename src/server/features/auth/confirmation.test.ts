import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { authReturnUrls, planCheckoutUrl } from '#shared/page-urls.js';
import { cookieFrom, lastMail, PASSWORD, setCookiesOf } from '#server/testing/accounts.js';
import { signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STRANGER_PASSWORD = 'strangers own password';
const OWNER_PASSWORD = 'owners chosen password';

/** Signs up; returns the sign-up browser's cookies and the mailed confirmation link as a path. */
async function signUp(email: string, password: string, callbackURL?: string) {
  const res = await t.call(authApi.signUp, { body: { email, password, name: 'Vi', callbackURL } });
  expect(res.statusCode).toBe(200);
  const mail = await lastMail(t, email);
  const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')![0]);
  return { browser: cookieFrom(res), link: link.pathname + link.search };
}

const open = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('a confirmation never keeps a password the address owner did not choose', () => {
  it('a stranger who signed up with the address and a plan link cannot sign in once the owner confirms', async () => {
    // The stranger signs up with the victim's address, their own password and a plan checkout.
    const { link } = await signUp(
      'victim@example.com',
      STRANGER_PASSWORD,
      planCheckoutUrl('basic'),
    );
    // The owner opens the genuine mail in their own browser.
    const confirmed = await open(link);
    expect(confirmed.statusCode).toBe(302);
    const target = new URL(confirmed.headers.location as string, 'http://x');
    expect(target.pathname).toBe('/reset-password');
    expect(target.searchParams.get('confirmed')).toBe('1');
    expect(target.searchParams.get('next')).toBe('/billing?plan=basic');
    // Nobody was signed in by the link, and the stranger's password no longer works.
    expect(setCookiesOf(confirmed).join(' ')).not.toMatch(/session_token=/);
    expect((await signIn(t, 'victim@example.com', STRANGER_PASSWORD)).statusCode).toBe(401);
    // The owner chooses their own password and signs in with it.
    const token = target.searchParams.get('token')!;
    const reset = await t.call(authApi.resetPassword, {
      body: { token, newPassword: OWNER_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t, 'victim@example.com', OWNER_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, 'victim@example.com', STRANGER_PASSWORD)).statusCode).toBe(401);
    // The link cannot be replayed into a session either.
    expect(setCookiesOf(await open(link)).join(' ')).not.toMatch(/session_token=/);
  });

  it('the plain sign-up link, opened by the owner elsewhere, drops the first registrant password', async () => {
    const { link } = await signUp('plain-victim@example.com', STRANGER_PASSWORD);
    const confirmed = await open(link);
    expect(confirmed.headers.location).toMatch(/^\/reset-password\?token=[\w-]+&confirmed=1/);
    expect((await signIn(t, 'plain-victim@example.com', STRANGER_PASSWORD)).statusCode).toBe(401);
  });

  it('a second sign-up with the same address proves nothing about the first one', async () => {
    const { link } = await signUp('twice@example.com', STRANGER_PASSWORD);
    const second = await t.call(authApi.signUp, {
      body: { email: 'twice@example.com', password: OWNER_PASSWORD, name: 'Vi' },
    });
    const confirmed = await open(link, cookieFrom(second));
    expect(confirmed.headers.location).toMatch(/^\/reset-password\?/);
    expect((await signIn(t, 'twice@example.com', STRANGER_PASSWORD)).statusCode).toBe(401);
  });

  it('keeps the password when the link is opened in the browser that signed up', async () => {
    const { link, browser } = await signUp('same@example.com', PASSWORD, authReturnUrls.verified);
    const confirmed = await open(link, browser);
    expect(confirmed.headers.location).toBe(authReturnUrls.verified);
    expect((await signIn(t, 'same@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('a plan link in the sign-up browser signs in as before; a forged cookie does not count', async () => {
    const forged = await signUp('forged@example.com', PASSWORD, planCheckoutUrl('popular'));
    const other = await signUp('other@example.com', PASSWORD);
    const refused = await open(forged.link, other.browser);
    expect(refused.headers.location).toMatch(/^\/reset-password\?/);

    const { link, browser } = await signUp(
      'mine@example.com',
      PASSWORD,
      planCheckoutUrl('popular'),
    );
    const confirmed = await open(link, browser);
    expect(confirmed.headers.location).toBe('/billing?plan=popular');
    expect(setCookiesOf(confirmed).join(' ')).toMatch(/session_token=/);
  });
});

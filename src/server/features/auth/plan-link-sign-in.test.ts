import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { user } from '#server/db/schema.js';
import { authReturnUrls, planCheckoutUrl } from '#shared/page-urls.js';
import { cookieFrom, lastMail, PASSWORD, setCookiesOf } from '#server/testing/accounts.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Signs up asking to come back to `callbackURL`; returns the mailed link as a path, the mail, and
 * the sign-up browser's cookies (the links below are opened there: confirmation.test.ts covers
 * a link opened elsewhere).
 */
async function signUpFor(email: string, callbackURL: string) {
  const res = await t.call(authApi.signUp, {
    body: { email, password: PASSWORD, name: 'Mia', callbackURL },
  });
  expect(res.statusCode).toBe(200);
  const mail = await lastMail(t, email);
  const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')![0]);
  return {
    mail,
    link: link.pathname + link.search,
    callback: link.searchParams,
    browser: cookieFrom(res),
  };
}

const open = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const sessionOf = async (cookie: string) =>
  (await t.call(authApi.getSession, {}, { cookie })).json();

describe('the concierge sign-up: its confirmation link signs in once and opens the checkout', () => {
  it('mails a plan link whose first confirmation signs in and lands on that plan', async () => {
    const { mail, link, callback, browser } = await signUpFor(
      'mia@example.com',
      planCheckoutUrl('popular'),
    );
    expect(mail?.subject).toBe('Confirm your email to start your Right One Popular plan');
    expect(callback.get('callbackURL')).toBe('/billing?plan=popular');

    const first = await open(link, browser);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/billing?plan=popular');
    expect(setCookiesOf(first).join(' ')).toMatch(/session_token=/);
    expect((await sessionOf(cookieFrom(first)))?.user.email).toBe('mia@example.com');

    // The same link again only confirms (already done): no second session from one link.
    const again = await open(link, browser);
    expect(again.statusCode).toBe(302);
    expect(setCookiesOf(again).join(' ')).not.toMatch(/session_token=/);
  });

  it('keeps every other sign-up confirm-only, even when its link is pointed at a plan', async () => {
    const { mail, link, browser } = await signUpFor('noa@example.com', authReturnUrls.verified);
    expect(mail?.subject).toBe('Confirm your email for Right One');
    const altered = link.replace(
      encodeURIComponent(authReturnUrls.verified),
      encodeURIComponent(planCheckoutUrl('basic')),
    );
    expect(altered).not.toBe(link);
    const res = await open(altered, browser);
    expect(res.statusCode).toBe(302);
    expect(setCookiesOf(res).join(' ')).not.toMatch(/session_token=/);
  });

  it('treats an unknown plan as no plan', async () => {
    const { mail, link, browser } = await signUpFor('ona@example.com', '/billing?plan=gold');
    expect(mail?.subject).toBe('Confirm your email for Right One');
    expect(setCookiesOf(await open(link, browser)).join(' ')).not.toMatch(/session_token=/);
  });

  it('starts no session for a link whose token better-auth refuses', async () => {
    const { link, browser } = await signUpFor('ida@example.com', planCheckoutUrl('basic'));
    const broken = link.replace(/token=([^&]+)/, (_m, token: string) => `token=${token}x`);
    const res = await open(broken, browser);
    expect(res.headers.location).toMatch(/error=/);
    expect(setCookiesOf(res).join(' ')).not.toMatch(/session_token=/);
    // The real link still works afterwards.
    expect(setCookiesOf(await open(link, browser)).join(' ')).toMatch(/session_token=/);
  });

  it('starts no session for a banned account', async () => {
    const { link, browser } = await signUpFor('ben@example.com', planCheckoutUrl('basic'));
    await t.database.db.update(user).set({ banned: true }).where(eq(user.email, 'ben@example.com'));
    expect(setCookiesOf(await open(link, browser)).join(' ')).not.toMatch(/session_token=/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '#shared/contracts/admin.js';
import { twoFactorApi } from '#shared/contracts/two-factor.js';
import { cookieFrom, lastMail, PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { authenticatorCode } from '#server/testing/authenticator.js';
import { profileStatus, signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

/** Decision 0040: a member who lost the phone and the backup codes gets back in through staff. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an admin turning off two-factor sign-in for a member', () => {
  it('deletes the key, signs the member out everywhere and mails them; sign-in asks for the password only', async () => {
    const admin = await signUpAndIn(t, 'boss@example.com', 'Boss', 'admin');
    const member = await signUpAndIn(t, 'lost@example.com', 'Lost');
    const { totpURI } = (
      await t.call(twoFactorApi.enable, { body: { password: PASSWORD } }, member)
    ).json();
    const on = await t.call(
      twoFactorApi.verifyCode,
      { body: { code: authenticatorCode(totpURI) } },
      member,
    );
    expect((await signIn(t, 'lost@example.com')).json()).toHaveProperty('twoFactorRedirect');

    const off = () =>
      t.call(adminApi.turnOffTwoFactor, { params: { id: member.id } }, { cookie: admin.cookie });
    expect((await off()).statusCode).toBe(200);
    expect(await profileStatus(t, cookieFrom(on))).toBe(401);
    expect((await signIn(t, 'lost@example.com')).json()).toHaveProperty('user');
    expect((await lastMail(t, 'lost@example.com'))?.subject).toBe(
      'Two-factor sign-in was turned off on your Right One account',
    );

    // Not on any more: a second call says so and changes nothing.
    const again = await off();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('TWO_FACTOR_NOT_ON');
  });

  it('is for admins only', async () => {
    const member = await signUpAndIn(t, 'nosy@example.com', 'Nosy');
    const res = await t.call(
      adminApi.turnOffTwoFactor,
      { params: { id: member.id } },
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(403);
  });
});

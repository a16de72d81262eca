import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDirectoryApi } from '#shared/contracts/admin.js';
import { twoFactorApi } from '#shared/contracts/two-factor.js';
import { cookieFrom, PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { authenticatorCode } from '#server/testing/authenticator.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

/** REQUIRE_STAFF_2FA=on (the production default, decision 0040): staff tools need a code at sign-in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_STAFF_2FA: 'on' });
});
afterAll(() => t.close());

const directory = (cookie: string) => t.call(adminDirectoryApi.users, { query: {} }, { cookie });

describe('staff accounts and two-factor sign-in', () => {
  it('keeps an admin out of the staff tools until it is on, and then lets them in', async () => {
    const admin = await signUpAndIn(t, 'ada@example.com', 'Ada', 'admin');
    const refused = await directory(admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Turn on two-factor sign-in in Settings to use the staff tools.',
    });
    const status = await t.call(twoFactorApi.status, {}, { cookie: admin.cookie });
    expect(status.json()).toEqual({ enabled: false, required: true });

    const { totpURI } = (
      await t.call(twoFactorApi.enable, { body: { password: PASSWORD } }, admin)
    ).json();
    const on = await t.call(
      twoFactorApi.verifyCode,
      { body: { code: authenticatorCode(totpURI) } },
      admin,
    );
    expect((await directory(cookieFrom(on))).statusCode).toBe(200);

    // And it stays on while the role requires it.
    const off = await t.call(
      twoFactorApi.disable,
      { body: { password: PASSWORD, code: authenticatorCode(totpURI, 1) } },
      { cookie: cookieFrom(on) },
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('TWO_FACTOR_REQUIRED');
  });

  it('asks nothing of members', async () => {
    const member = await signUpAndIn(t, 'mo@example.com', 'Mo');
    const status = await t.call(twoFactorApi.status, {}, { cookie: member.cookie });
    expect(status.json()).toEqual({ enabled: false, required: false });
  });
});

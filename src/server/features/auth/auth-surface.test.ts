import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { credentialsApi } from '#shared/contracts/credentials.js';
import { twoFactorApi } from '#shared/contracts/two-factor.js';
import { profiles, user } from '#server/db/schema.js';
import { post, signUpAndIn } from '#server/testing/accounts.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What our pages reach of better-auth: the contracted endpoints and the mails' confirmation link. */
const reachable = new Set([
  ...[authApi, credentialsApi, twoFactorApi]
    .flatMap((api) => Object.values(api))
    .map((e) => `${e.method} ${e.path}`),
  'GET /api/auth/verify-email',
]);

/** Every endpoint better-auth (with its plugins) has, as method and path. */
function betterAuthEndpoints() {
  return Object.values(t.app.auth.api).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
    if (!path || path.includes(':')) return [];
    const methods = [options?.method].flat().filter((m) => m === 'GET' || m === 'POST');
    return methods.map((method) => ({ method: method, url: `/api/auth${path}` }));
  });
}

describe("better-auth's surface: only the paths the product uses (docs/security-rules.md, 8)", () => {
  it('answers 404 on every other better-auth endpoint, to a signed-in member too', async () => {
    const { cookie } = await signUpAndIn(t, 'walker@example.com', 'Walker');
    const others = betterAuthEndpoints().filter((e) => !reachable.has(`${e.method} ${e.url}`));
    // The session list, password checks, account changes and the admin plugin are among them.
    expect(others.map((e) => e.url)).toEqual(
      expect.arrayContaining([
        '/api/auth/verify-password',
        '/api/auth/update-user',
        '/api/auth/revoke-sessions',
        '/api/auth/revoke-other-sessions',
        '/api/auth/list-sessions',
        '/api/auth/admin/set-role',
        // Two-factor: the key and new backup codes only through our own steps.
        '/api/auth/two-factor/get-totp-uri',
        '/api/auth/two-factor/generate-backup-codes',
      ]),
    );
    for (const { method, url } of others) {
      const headers = { cookie, origin: t.config.appUrl };
      const res = await t.app.inject({
        method,
        url,
        headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
  });

  // Changing the password does check one, and counts its failures (change-password.test.ts).
  it('gives a stolen session no password oracle: wrong guesses never reach a password check', async () => {
    const { cookie } = await signUpAndIn(t, 'oracle@example.com', 'Oracle');
    for (let i = 0; i < 14; i++) {
      const res = await post(
        t,
        '/api/auth/verify-password',
        { password: `guess ${i}` },
        { cookie },
      );
      expect(res.statusCode).toBe(404);
    }
  });

  it('writes the account name only by the profile rule, and no image, at sign-up or after', async () => {
    const { cookie, id } = await signUpAndIn(t, 'named@example.com', '  Nia  ');
    const [account] = await t.database.db.select().from(user).where(eq(user.id, id));
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(account?.name).toBe('Nia');
    expect(profile?.fullName).toBe('Nia');

    const renamed = await post(
      t,
      '/api/auth/update-user',
      { name: 'Right', image: 'x' },
      { cookie },
    );
    expect(renamed.statusCode).toBe(404);
    const withImage = await t.call(authApi.signUp, {
      body: {
        email: 'imaged@example.com',
        password: 'a fine password',
        name: 'Ima',
        image: 'x'.repeat(1_000_000),
      },
    });
    expect(withImage.statusCode).toBe(400);
    expect(withImage.json().error.code).toBe('FIELD_NOT_ALLOWED');
  });
});

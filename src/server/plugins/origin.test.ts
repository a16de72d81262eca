import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '#shared/contracts/admin.js';
import { authApi } from '#shared/contracts/auth.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { user } from '../db/schema.js';
import { signUpAndIn } from '../testing/accounts.js';
import { callUrl } from '../testing/call.js';
import { createTestApp, type TestApp } from '../testing/create-test-app.js';

let t: TestApp;
let admin: { cookie: string; id: string };
let target: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndIn(t, 'ada@example.com', 'Ada', 'admin');
  target = await signUpAndIn(t, 'ben@example.com', 'Ben');
});
afterAll(() => t.close());

const roleOfTarget = async () =>
  (await t.database.db.select().from(user).where(eq(user.id, target.id)))[0]?.role;

/**
 * A role change as an admin's browser would send it, with the given Origin (or none): raw
 * requests, since the Origin is what these tests are about.
 */
function setRole(url: string, origin: string | undefined) {
  const headers: Record<string, string> = { cookie: admin.cookie, ...(origin ? { origin } : {}) };
  return t.app.inject({ method: 'POST', url, payload: { role: 'tester' }, headers });
}

describe('our own state-changing routes check Origin (docs/security-rules.md, rule 9)', () => {
  const path = () => callUrl(adminApi.setRole, { params: { id: target.id } });

  it.each([
    ['no Origin', undefined],
    ['a foreign Origin', 'https://evil.example'],
    ['a look-alike Origin', 'http://localhost:3000.evil.example'],
    ['the string "null"', 'null'],
  ])('refuses %s with 403 BAD_ORIGIN and changes nothing', async (_label, origin) => {
    const res = await setRole(path(), origin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('BAD_ORIGIN');
    expect(await roleOfTarget()).toBe('user');
  });

  it('cannot be walked around by spelling the path another way', async () => {
    for (const url of [
      `/%61pi/admin/users/${target.id}/role`,
      `/api/%61dmin/users/${target.id}/role`,
      `http://localhost:3000/api/admin/users/${target.id}/role`,
      `${path()}?x=/api/auth/`,
    ]) {
      const res = await setRole(url, 'https://evil.example');
      expect([403, 404]).toContain(res.statusCode);
      expect(await roleOfTarget()).toBe('user');
    }
  });

  it('refuses DELETE without Origin too', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: callUrl(adminApi.remove, { params: { id: target.id } }),
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('BAD_ORIGIN');
  });

  it("accepts the app's own Origin", async () => {
    const res = await setRole(path(), t.config.appUrl);
    expect(res.statusCode).toBe(200);
    expect(await roleOfTarget()).toBe('tester');
  });

  it('leaves reads alone', async () => {
    const res = await t.call(profilesApi.me, {}, { cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
  });

  it('better-auth refuses a foreign Origin on its own state-changing endpoints', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: authApi.signOut.path,
      payload: {},
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const still = await t.call(profilesApi.me, {}, { cookie: admin.cookie });
    expect(still.statusCode).toBe(200);
  });
});

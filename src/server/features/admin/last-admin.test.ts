import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema.js';
import { cookieFrom, signUpAndIn } from '#server/testing/accounts.js';
import { adminAction, signIn, type AdminAction } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let admin: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndIn(t, 'ada@example.com', 'Ada', 'admin');
});
afterAll(() => t.close());

const ACTIONS: AdminAction[] = ['role', 'ban', 'delete'];
const roleOf = async (id: string) =>
  (await t.database.db.select().from(user).where(eq(user.id, id)))[0];

describe('the last admin stays (docs/security-rules.md, rule 6)', () => {
  it.each(ACTIONS)('refuses an admin who would %s their own account', async (action) => {
    const res = await adminAction(t, admin.cookie, action, admin.id, 'user');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_ON_YOURSELF');
    expect(await roleOf(admin.id)).toMatchObject({ role: 'admin', banned: false });
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const second = await signUpAndIn(t, 'dee@example.com', 'Dee', 'admin');
    const answers = await Promise.all([
      adminAction(t, admin.cookie, 'role', second.id, 'user'),
      adminAction(t, second.cookie, 'role', admin.id, 'user'),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The loser is refused as the last admin, or finds its own session already revoked.
    expect([401, 409]).toContain(codes[1]);
    const roles = [await roleOf(admin.id), await roleOf(second.id)].map((u) => u?.role);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
    // Whoever lost was demoted and signed out everywhere: when it was Ada, restore her role and
    // sign her in again, or every test after this one would run on a revoked session.
    if ((await roleOf(admin.id))?.role !== 'admin') {
      await t.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
      admin = { ...admin, cookie: cookieFrom(await signIn(t, 'ada@example.com')) };
    }
    await t.database.db.delete(user).where(eq(user.id, second.id));
  });

  it('lets one of two admins be demoted, then guards the one left', async () => {
    const second = await signUpAndIn(t, 'bea@example.com', 'Bea', 'admin');
    const res = await adminAction(t, admin.cookie, 'role', second.id, 'user');
    expect(res.statusCode).toBe(200);
    expect((await roleOf(second.id))?.role).toBe('user');
    expect((await adminAction(t, admin.cookie, 'role', admin.id, 'tester')).statusCode).toBe(409);
  });

  it('does not count a banned admin as the one left', async () => {
    const second = await signUpAndIn(t, 'cai@example.com', 'Cai', 'admin');
    expect((await adminAction(t, admin.cookie, 'ban', second.id)).statusCode).toBe(200);
    for (const action of ACTIONS) {
      const res = await adminAction(t, admin.cookie, action, admin.id, 'user');
      expect(res.statusCode).toBe(409);
    }
    await t.database.db.delete(user).where(eq(user.id, second.id));
  });

  it('answers 404 for an unknown user', async () => {
    for (const action of ACTIONS) {
      const res = await adminAction(t, admin.cookie, action, 'no-such-user');
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('only admins reach the admin actions', () => {
  it.each(ACTIONS)('%s: anonymous 401, user and tester 403, nothing changes', async (action) => {
    const member = await signUpAndIn(t, `m-${action}@example.com`, 'Member');
    const tester = await signUpAndIn(t, `t-${action}@example.com`, 'Tester', 'tester');
    const target = await signUpAndIn(t, `x-${action}@example.com`, 'Target');
    expect((await adminAction(t, undefined, action, target.id, 'admin')).statusCode).toBe(401);
    expect((await adminAction(t, member.cookie, action, target.id, 'admin')).statusCode).toBe(403);
    expect((await adminAction(t, tester.cookie, action, target.id, 'admin')).statusCode).toBe(403);
    expect((await adminAction(t, member.cookie, action, member.id, 'admin')).statusCode).toBe(403);
    expect(await roleOf(target.id)).toMatchObject({ role: 'user', banned: false });
    expect((await roleOf(member.id))?.role).toBe('user');
  });

  it("keeps better-auth's own admin endpoints closed, even to admins", async () => {
    const target = await signUpAndIn(t, 'fin@example.com', 'Fin');
    for (const path of ['set-role', 'ban-user', 'remove-user', 'list-users', 'impersonate-user']) {
      const res = await t.app.inject({
        method: path === 'list-users' ? 'GET' : 'POST',
        url: `/api/auth/admin/${path}`,
        payload: path === 'list-users' ? undefined : { userId: target.id, role: 'admin' },
        headers: { cookie: admin.cookie, origin: t.config.appUrl },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await roleOf(target.id))?.role).toBe('user');
  });
});

// Last: it leaves Ada demoted.
describe('concurrent admin actions', () => {
  it('of two admins demoting each other at once, exactly one succeeds', async () => {
    const a = await signUpAndIn(t, 'dov@example.com', 'Dov', 'admin');
    await t.database.db.update(user).set({ role: 'user' }).where(eq(user.id, admin.id));
    const b = await signUpAndIn(t, 'eve@example.com', 'Eve', 'admin');
    const [x, y] = await Promise.all([
      adminAction(t, a.cookie, 'role', b.id),
      adminAction(t, b.cookie, 'role', a.id),
    ]);
    // The loser is refused by the guard (409), or, when the winner committed first, finds its
    // own session already revoked (401) or its role already gone when the session is read (403).
    const statuses = [x.statusCode, y.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const admins = await t.database.db.select().from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);
  });
});

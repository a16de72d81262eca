import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/create-test-app.js';
import { fillPath, openApiRoutes, type ApiRoute } from '../testing/routes.js';

/**
 * SECURITY.md row 10, as far as the API goes today: every route in the OpenAPI document, called
 * as each kind of caller, answers the status in this table. A route missing from the table fails
 * the walk, so each new route must say who may call it. Owner-versus-other-member rows join the
 * table when the first route that reads another member's data lands (matches, chat).
 */
type Caller = 'anonymous' | 'user' | 'tester' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'tester', 'admin'];

const PUBLIC = { anonymous: 200, user: 200, tester: 200, admin: 200 };
const MEMBERS = { anonymous: 401, user: 200, tester: 200, admin: 200 };
const ADMINS = { anonymous: 401, user: 403, tester: 403, admin: 200 };

const EXPECTED: Record<string, { status: Record<Caller, number>; body?: object }> = {
  'GET /api/health': { status: PUBLIC },
  'GET /api/profile': { status: MEMBERS },
  'GET /api/profile/stats': { status: MEMBERS },
  'POST /api/admin/users/{id}/role': { status: ADMINS, body: { role: 'tester' } },
  'POST /api/admin/users/{id}/ban': { status: ADMINS, body: { reason: 'Route walk' } },
  'DELETE /api/admin/users/{id}': { status: ADMINS },
};

let t: TestApp;
let routes: ApiRoute[];
const cookies: Partial<Record<Caller, string>> = {};
let accounts = 0;
beforeAll(async () => {
  t = await createTestApp();
  routes = await openApiRoutes(t);
  cookies.user = (await signUpAndIn(t, 'walk-user@example.com', 'User')).cookie;
  cookies.tester = (await signUpAndIn(t, 'walk-tester@example.com', 'Tester', 'tester')).cookie;
  cookies.admin = (await signUpAndIn(t, 'walk-admin@example.com', 'Admin', 'admin')).cookie;
});
afterAll(() => t.close());

const key = (r: ApiRoute) => `${r.method} ${r.path}`;

/** A fresh account for each call that names a user, so an allowed action has a real target. */
async function call(route: ApiRoute, caller: Caller) {
  const target = await signUpAndIn(t, `walk-target-${++accounts}@example.com`, 'Target');
  const expected = EXPECTED[key(route)];
  const headers: Record<string, string> = {
    origin: t.config.appUrl,
    ...(cookies[caller] ? { cookie: cookies[caller] } : {}),
  };
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.path, target.id),
    headers,
    ...(expected?.body ? { payload: expected.body } : {}),
  });
}

describe('every published route answers each caller as the table says (SECURITY.md row 10)', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
  });

  it('has a row for every route', () => {
    const missing = routes.map(key).filter((k) => !(k in EXPECTED));
    expect(missing, 'add these routes to EXPECTED in routes-access.test.ts').toEqual([]);
  });

  it.each(CALLERS)('as %s', async (caller) => {
    const mismatches: string[] = [];
    for (const route of routes.filter((r) => key(r) in EXPECTED)) {
      const want = EXPECTED[key(route)]!.status[caller];
      const res = await call(route, caller);
      if (res.statusCode !== want)
        mismatches.push(
          `${key(route)}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 120)}`,
        );
      if (res.statusCode === 401) expect(res.json().error.code).toBe('UNAUTHORIZED');
      if (res.statusCode === 403) expect(res.json().error.code).toBe('FORBIDDEN');
    }
    expect(mismatches).toEqual([]);
  });

  it("never shows a member another account's email in a route they can read", async () => {
    for (const route of routes.filter(
      (r) => r.method === 'GET' && EXPECTED[key(r)]?.status.user === 200,
    )) {
      const res = await call(route, 'user');
      expect(res.body).not.toContain('walk-target-');
      expect(res.body).not.toContain('walk-admin@');
    }
  });
});

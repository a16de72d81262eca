import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/create-test-app.js';
import { fillPath, openApiRoutes, type ApiRoute } from '../testing/routes.js';
import { CALLERS, EXPECTED, statusFor, type Caller } from './routes-access.table.js';

/**
 * docs/security-rules.md, rule 10, as far as the API goes today: every route in the OpenAPI document, called
 * as each kind of caller, answers the status in this table. A route missing from the table fails
 * the walk, so each new route must say who may call it. Owner-versus-other-member rows join the
 * table when the first route that reads another member's data lands (matches, chat).
 */

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
  cookies.concierge = (
    await signUpAndIn(t, 'walk-concierge@example.com', 'Concierge', 'concierge')
  ).cookie;
});
afterAll(() => t.close());

const key = (r: ApiRoute) => `${r.method} ${r.path}`;

/** A fresh account for each call with a path parameter, so an allowed action has a real target. */
async function call(route: ApiRoute, caller: Caller) {
  // Signing up hashes a password: only routes that name someone get their own target.
  const target = route.path.includes('{')
    ? await signUpAndIn(t, `walk-target-${++accounts}@example.com`, 'Target')
    : { id: '' };
  const expected = EXPECTED[key(route)];
  const headers: Record<string, string> = {
    origin: t.config.appUrl,
    ...(cookies[caller] && !expected?.withoutSession ? { cookie: cookies[caller] } : {}),
  };
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.path, target.id),
    headers,
    ...(expected?.body ? { payload: expected.body } : {}),
  });
}

describe('every published route answers each caller as the table says (docs/security-rules.md, rule 10)', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(routes.length).toBeGreaterThanOrEqual(Object.keys(EXPECTED).length);
  });

  it('has a row for every route', () => {
    const missing = routes.map(key).filter((k) => !(k in EXPECTED));
    expect(missing, 'add these routes to EXPECTED in routes-access.test.ts').toEqual([]);
  });

  it.each(CALLERS)(
    'as %s',
    async (caller) => {
      const mismatches: string[] = [];
      for (const route of routes.filter((r) => key(r) in EXPECTED)) {
        const want = statusFor(EXPECTED[key(route)]!, caller);
        const res = await call(route, caller);
        if (res.statusCode !== want)
          mismatches.push(
            `${key(route)}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 120)}`,
          );
        // An access refusal says so (better-auth's own refusals, like a wrong password, have theirs).
        const accessRefusal = !route.path.startsWith('/api/auth/');
        if (res.statusCode === 401 && accessRefusal)
          expect(res.json().error.code).toBe('UNAUTHORIZED');
        if (res.statusCode === 403 && accessRefusal)
          expect(res.json().error.code).toBe('FORBIDDEN');
      }
      expect(mismatches).toEqual([]);
    },
    120_000,
  );

  it("never shows a member another account's email in a route they can read", async () => {
    // /dev/mailbox is the development mail reader: it shows every mail, and production has none.
    for (const route of routes.filter(
      (r) =>
        r.method === 'GET' && r.path.startsWith('/api/') && EXPECTED[key(r)]?.status.user === 200,
    )) {
      const res = await call(route, 'user');
      expect(res.body).not.toContain('walk-target-');
      expect(res.body).not.toContain('walk-admin@');
    }
  });
});

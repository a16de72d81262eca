import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { user } from '../db/schema.js';
import { signUpAndIn } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/create-test-app.js';
import { HOSTILE_BODIES, PARAM_VALUES } from '../testing/hostile-inputs.js';
import { AUTH_ROUTES, fillPath, openApiRoutes, type ApiRoute } from '../testing/routes.js';

let t: TestApp;
let admin: { cookie: string; id: string };
let routes: ApiRoute[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAndIn(t, 'ada@example.com', 'Ada', 'admin');
  routes = [...(await openApiRoutes(t)), ...AUTH_ROUTES];
});
afterAll(() => t.close());

/** Sent as the admin, except sign-out, which would end the admin's session for the rest. */
const signsOut = (route: ApiRoute) => route.path === authApi.signOut.path;

async function send(
  route: ApiRoute,
  body: string | undefined,
  contentType = 'application/json',
  param = PARAM_VALUES[0]!,
) {
  const withBody = route.method !== 'GET';
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.path, param),
    headers: {
      ...(signsOut(route) ? {} : { cookie: admin.cookie }),
      origin: t.config.appUrl,
      ...(withBody ? { 'content-type': contentType } : {}),
    },
    ...(withBody ? { payload: body } : {}),
  });
}

describe('hostile JSON answers 4xx, never 5xx (docs/security-rules.md, rule 24)', () => {
  it('covers every published route plus the auth endpoints', () => {
    expect(routes.length).toBeGreaterThanOrEqual(AUTH_ROUTES.length + 6);
  });

  it.each(HOSTILE_BODIES)('%s', async (_label, body, contentType) => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const res = await send(route, body, contentType);
      if (res.statusCode >= 500)
        failures.push(
          `${route.method} ${route.path} → ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      else if (res.statusCode >= 400)
        expect(res.json().error.code, `${route.method} ${route.path}`).toEqual(expect.any(String));
    }
    expect(failures).toEqual([]);
  });

  it('odd path parameters and prototype-shaped query strings answer below 500', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      for (const param of PARAM_VALUES) {
        const res = await send(route, '{"role":"tester","reason":"x"}', 'application/json', param);
        if (res.statusCode >= 500)
          failures.push(
            `${route.method} ${route.path} (${param.slice(0, 20)}) → ${res.statusCode}`,
          );
      }
      const query =
        '?__proto__[polluted]=1&constructor[prototype][polluted]=1&token=1&token=2&callbackURL[]=x';
      const headers = {
        ...(signsOut(route) ? {} : { cookie: admin.cookie }),
        origin: t.config.appUrl,
      };
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.path, 'x') + query,
        headers,
      });
      if (res.statusCode >= 500)
        failures.push(`${route.method} ${route.path}${query} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses an over-long email or name before better-auth sees it', async () => {
    const signUp = (body: object) => send(authApi.signUp, JSON.stringify(body));
    const longEmail = await signUp({
      email: `${'a'.repeat(250)}@x.io`,
      password: 'correct horse battery',
      name: 'A',
    });
    expect(longEmail.json().error.code).toBe('INVALID_EMAIL');
    const longName = await signUp({
      email: 'long@example.com',
      password: 'correct horse battery',
      name: 'n'.repeat(101), // one over the profile's 100
    });
    expect(longName.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(user).where(eq(user.email, 'long@example.com')),
    ).toHaveLength(0);
  });

  it("pollutes no prototype and raises no one's role", async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const [row] = await t.database.db.select().from(user).where(eq(user.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', banned: false });
    const session = await t.call(authApi.getSession, {}, { cookie: admin.cookie });
    expect(session.json().user.role).toBe('admin');
  });
});

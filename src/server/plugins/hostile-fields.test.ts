import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { PARAM_VALUES } from '../testing/hostile-inputs.js';
import {
  QUIZ_WALK_BODIES,
  adminWalk,
  routeKey,
  type AdminWalk,
  type ApiRoute,
} from '../testing/routes.js';
import { HOSTILE_STRINGS, mutations, sample } from '../testing/schema-walk.js';

/**
 * Every route of the OpenAPI document, one field at a time (docs/security-rules.md, rule 24):
 * each body field, path parameter and query parameter gets values its type invites (ids beyond
 * 2^31, provider ids with a broken uuid, NUL bytes, 50,000-item arrays, 2,000-deep objects), the
 * rest of the request stays plausible, and no answer may be a 5xx. New routes are walked as soon
 * as their contract publishes them.
 */
let walk: AdminWalk;
let routes: ApiRoute[];
beforeAll(async () => {
  walk = await adminWalk();
  // Sign-out would end the admin's session for the rest of the walk.
  routes = walk.routes.filter((r) => r.path !== authApi.signOut.path);
});
afterAll(() => walk.t.close());

/** Valid bodies where a generic sample cannot be (the quiz answers name real question ids). */
const BASELINES: Record<string, unknown> = {
  [routeKey(quizzesApi.memberEq)]: QUIZ_WALK_BODIES.memberEq,
  [routeKey(quizzesApi.memberBlueprint)]: QUIZ_WALK_BODIES.memberBlueprint,
  [routeKey(quizzesApi.anonymousEq)]: QUIZ_WALK_BODIES.anonymousEq,
  [routeKey(quizzesApi.anonymousBlueprint)]: QUIZ_WALK_BODIES.anonymousBlueprint,
};

const paramsOf = (route: ApiRoute, where: 'path' | 'query') =>
  (route.parameters ?? []).filter((p) => p.in === where);

/** A URL cannot carry half a UTF-16 pair; the body walk sends those. */
const LONE_SURROGATE = /[\ud800-\udfff]/g;

/** The route's URL with each parameter sampled, or overridden by `values`. */
function urlOf(route: ApiRoute, values: Record<string, string> = {}) {
  const value = (name: string, schema: object) => values[name] ?? String(sample(schema));
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(
      value(name, paramsOf(route, 'path').find((p) => p.name === name)!.schema).replace(
        LONE_SURROGATE,
        '\ufffd',
      ),
    ),
  );
  const query = new URLSearchParams(
    paramsOf(route, 'query').map((p) => [p.name, value(p.name, p.schema)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

async function send(route: ApiRoute, url: string, body?: unknown) {
  const res = await walk.t.app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      cookie: walk.admin.cookie,
      origin: walk.t.config.appUrl,
      ...(route.body && { 'content-type': 'application/json' }),
    },
    ...(route.body && { payload: JSON.stringify(body) }),
  });
  return res.statusCode >= 500 ? `${route.method} ${url.slice(0, 80)} → ${res.statusCode}` : null;
}

const baseline = (route: ApiRoute) => BASELINES[routeKey(route)] ?? sample(route.body ?? {});

describe('schema-driven hostile fields answer 4xx, never 5xx (docs/security-rules.md, rule 24)', () => {
  it('walks every published route that takes a body or a parameter', () => {
    expect(routes.filter((r) => r.body).length).toBeGreaterThanOrEqual(15);
    expect(routes.filter((r) => r.parameters?.length).length).toBeGreaterThanOrEqual(8);
  });

  it('each body field, swapped one at a time', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.body)) {
      for (const m of mutations(route.body!, baseline(route))) {
        const failed = await send(route, urlOf(route), m.body);
        if (failed)
          failures.push(`${failed} with ${m.at} = ${JSON.stringify(m.value)?.slice(0, 40)}`);
      }
    }
    expect(failures).toEqual([]);
    // A few thousand requests, one after another: about 10 s alone, much longer beside other files.
  }, 120_000);

  it('each path and query parameter, swapped one at a time', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.parameters?.length)) {
      for (const param of route.parameters!)
        for (const value of [...HOSTILE_STRINGS, ...PARAM_VALUES]) {
          const failed = await send(route, urlOf(route, { [param.name]: value }), baseline(route));
          if (failed) failures.push(`${failed} with ${param.name} = ${value.slice(0, 40)}`);
        }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

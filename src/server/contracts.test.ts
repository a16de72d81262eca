/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pathParamNames, type EndpointSpec } from '#shared/contracts/endpoint.js';
import type * as ContractRoute from './plugins/contract-route.js';
import { createTestApp, type TestApp } from './testing/create-test-app.js';
import { openApiRoutes } from './testing/routes.js';

/** Every endpoint declared in src/shared/contracts, found by shape (a new file is picked up). */
const modules = import.meta.glob<Record<string, unknown>>('../shared/contracts/*.ts', {
  eager: true,
});
const isEndpoint = (v: unknown): v is EndpointSpec =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;
const endpoints = Object.values(modules)
  .flatMap((exports: Record<string, unknown>) => Object.values(exports))
  .flatMap((api) => (typeof api === 'object' && api ? Object.values(api) : []))
  .filter(isEndpoint);

/**
 * The feature folder whose code called `route()` for each contract, recorded as the test app
 * registers its routes. Taken from the call's stack rather than by reading the sources for
 * `route(app, xApi.y`: a route registered in a loop or through a helper is still found, and a
 * contract merely mentioned elsewhere (a `failure(xApi.y, ...)`) is not mistaken for its route.
 */
const registeredBy = vi.hoisted(() => new Map<EndpointSpec, string>());
vi.mock('./plugins/contract-route.js', async (importOriginal) => {
  const original = await importOriginal<typeof ContractRoute>();
  const route: typeof original.route = (app, e, ...rest) => {
    const folder = /[\\/]server[\\/]features[\\/]([^\\/]+)[\\/]/.exec(new Error().stack ?? '');
    registeredBy.set(e, folder?.[1] ?? 'outside features/');
    original.route(app, e, ...rest);
  };
  return { ...original, route };
});

const key = (method: string, path: string) => `${method} ${path}`;
const asOpenApi = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('contracts and routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Demo mode registers /api/demo as well (it seeds nothing here: only `npm run demo` does).
    t = await createTestApp({ DEMO_MODE: 'on' });
  });
  afterAll(() => t.close());

  it('finds the contracts', () => {
    expect(endpoints.length).toBeGreaterThan(30);
    expect(new Set(endpoints.map((e) => key(e.method, e.path))).size).toBe(endpoints.length);
  });

  it('has a route for every contract, and a contract for every route in the OpenAPI document', async () => {
    const routes = new Set((await openApiRoutes(t)).map((r) => key(r.method, r.path)));
    const declared = new Set(endpoints.map((e) => key(e.method, asOpenApi(e.path))));
    // The dev-only mailbox is registered outside production only, as it is here.
    expect([...declared].filter((k) => !routes.has(k))).toEqual([]);
    expect([...routes].filter((k) => !declared.has(k))).toEqual([]);
  });

  it('tags each endpoint with the server feature folder that registers its route', () => {
    // The tag is the OpenAPI group and the first part of the client's query keys.
    const wrong = endpoints
      .filter((e) => registeredBy.get(e) !== e.feature)
      .map((e) => `${key(e.method, e.path)}: '${e.feature}', registered by ${registeredBy.get(e)}`);
    expect(wrong).toEqual([]);
  });

  it('declares exactly the parameters each path names, and error codes in one spelling', () => {
    for (const e of endpoints) {
      const declared = Object.keys(e.params?._zod.def.shape ?? {}).sort();
      expect(declared, e.path).toEqual(pathParamNames(e.path).sort());
      for (const [code, status] of Object.entries(e.errors ?? {})) {
        expect(code, e.path).toMatch(/^[A-Z][A-Z0-9_]*$/);
        expect(status >= 400 && status < 600, `${e.path} ${code}`).toBe(true);
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthApi } from '#shared/contracts/health.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform endpoints', () => {
  it('answers /api/health once the database answers', async () => {
    const res = await t.call(healthApi.check);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const failing = { ...t.database, ping: () => Promise.reject(new Error('down')) };
    const { buildApp } = await import('#server/app.js');
    const app = await buildApp({ config: t.config, database: failing, mail: t.mail });
    const res = await app.inject(healthApi.check.path);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('DATABASE_UNAVAILABLE');
    await app.close();
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths[healthApi.check.path]).toBeDefined();
  });

  it('answers an unknown API path with the error shape', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('sends a strict Content-Security-Policy', async () => {
    const res = await t.call(healthApi.check);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

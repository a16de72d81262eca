import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSecurity } from './security.js';
import { registerWebApp } from './web-app.js';

const GLOBAL_LIMIT = 600;
const clientDir = mkdtempSync(path.join(tmpdir(), 'right-one-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Right One</title>');
writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1);');

describe('the global rate limit and the built files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerSecurity(app, { appUrl: 'http://x.test', production: true, rateLimit: true });
    app.get('/api/ping', async () => ({ ok: true }));
    await registerWebApp(app, clientDir, { testPayments: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress: string) => app.inject({ url, remoteAddress });

  it('serves the app’s files to a busy shared address without counting them', async () => {
    const office = '198.51.100.7';
    for (let i = 0; i < GLOBAL_LIMIT + 50; i += 1)
      expect((await get('/assets/app.js', office)).statusCode).toBe(200);
    // The API bucket is untouched by all those files.
    expect((await get('/api/ping', office)).statusCode).toBe(200);
  });

  it('still counts every API call, however its path is written', async () => {
    const client = '198.51.100.8';
    for (let i = 0; i < GLOBAL_LIMIT; i += 1) {
      expect((await get('/api/ping', client)).statusCode).toBe(200);
      expect((await get('/assets/app.js', client)).statusCode).toBe(200);
    }
    const refused = await get('/api/ping', client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // An encoded path reaches the same route and the same bucket.
    expect((await get('/%61pi/ping', client)).statusCode).toBe(429);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PAYMENTS_META } from '../../shared/page-flags.js';
import { registerWebApp } from './web-app.js';

const clientDir = mkdtempSync(path.join(tmpdir(), 'right-one-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Right One</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

async function page(testPayments: boolean, url: string) {
  const app = Fastify();
  await registerWebApp(app, clientDir, { testPayments });
  try {
    return await app.inject(url);
  } finally {
    await app.close();
  }
}

describe('the web app tells every page when payments are test payments', () => {
  it.each(['/', '/user', '/plan-payment?plan=x'])('writes the flag into %s', async (url) => {
    const res = await page(true, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<meta name="${TEST_PAYMENTS_META}" content="on" />`);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves index.html as it is when Stripe takes the payments', async () => {
    const res = await page(false, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(TEST_PAYMENTS_META);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PAYMENTS_META } from '#shared/page-flags.js';
import { registerWebApp } from './web-app.js';

const clientDir = mkdtempSync(path.join(tmpdir(), 'right-one-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Right One</title></head><body><div id="root"></div></body></html>',
);
const landingPage = (bar: string) =>
  `<!doctype html><html><head><title>Right One</title></head><body><div id="root">${bar}<h1>Discover Love That Lasts</h1></div></body></html>`;
writeFileSync(path.join(clientDir, 'landing.html'), landingPage(''));
writeFileSync(
  path.join(clientDir, 'landing.test-payments.html'),
  landingPage('<p>Test payments</p>'),
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
  // '/index.html?__WB_REVISION__=...': the service worker's copy of the app's shell.
  it.each(['/', '/?ref=ad', '/user', '/plan-payment?plan=x', '/index.html?__WB_REVISION__=1a2b'])(
    'writes the flag into %s',
    async (url) => {
      const res = await page(true, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`<meta name="${TEST_PAYMENTS_META}" content="on" />`);
    },
  );

  it('serves the pages as they are when Stripe takes the payments', async () => {
    for (const url of ['/', '/user', '/index.html']) {
      const res = await page(false, url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(TEST_PAYMENTS_META);
    }
  });
});

describe('the landing page arrives prerendered', () => {
  it.each([
    [false, ''],
    [true, '<p>Test payments</p>'],
  ])('"/" gets the landing markup (test payments: %s)', async (flag, bar) => {
    for (const url of ['/', '/?utm_source=mail']) {
      const res = await page(flag, url);
      expect(res.body).toContain(`<div id="root">${bar}<h1>Discover Love That Lasts</h1></div>`);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each(['/user', '/quiz', '/login'])('%s starts from the empty root', async (url) => {
    const res = await page(false, url);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'a flagged page goes out compressed (%s) when the browser takes it',
    async (enc, open) => {
      const app = Fastify();
      await registerWebApp(app, clientDir, { testPayments: true });
      const res = await app.inject({ url: '/', headers: { 'accept-encoding': `${enc}, deflate` } });
      await app.close();
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(open(res.rawPayload).toString()).toContain(TEST_PAYMENTS_META);
    },
  );
});

import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Page,
  type WebSocket,
} from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { proposeDate } from './support/dates.js';
import { mailLink } from './support/mailbox.js';
import { headers, ownProfile } from './support/members.js';
import { connectedPair } from './support/pairs.js';
import { gotoLive } from './support/realtime.js';

// Two instances (a, b) behind a round-robin proxy: scripts/e2e-two-instances.mjs starts them,
// each with a DATA_DIR of its own, on one PostgreSQL, Redis and bucket. Most requests go to
// whichever instance is next; the steps that prove a crossing pin theirs with the proxy's test
// pins (scripts/lib/round-robin-proxy.mjs), so a crossing is certain instead of likely.

type Instance = 'a' | 'b';
const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';

/** This page's requests to matching URLs go to one instance. */
const pin = (page: Page, url: string, instance: Instance) =>
  page.route(url, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-e2e-instance': instance } }),
  );

/** The realtime sockets this browser opens from now on go to one instance. */
const socketsTo = (context: BrowserContext, instance: Instance) =>
  context.addCookies([{ name: 'e2e-socket-instance', value: instance, url: BASE_URL }]);

const servedBy = (response: { headers(): Record<string, string> }) =>
  response.headers()['x-e2e-instance'];

/**
 * A browser of its own for each member, coming from an address of its own as two people would: a
 * documentation-range address in X-Forwarded-For (a header only, nothing is sent there), which
 * the proxy extends and the instances trust (TRUST_PROXY). From 127.0.0.1 alone, every sign-up of
 * every repeat would share better-auth's 3 in 10 seconds.
 */
const browserFrom = (browser: Browser, network: '198.51.100' | '203.0.113') =>
  browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `${network}.${1 + Math.floor(Math.random() * 254)}` },
  });

const thread = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** What a socket has been through since: heard `session.revoked`, closed. */
function watch(ws: WebSocket) {
  const seen = { revoked: false, closed: false };
  ws.on('framereceived', (f) => {
    if (String(f.payload).includes('"session.revoked"')) seen.revoked = true;
  });
  ws.on('close', () => void (seen.closed = true));
  return seen;
}

test('two members on two instances behind one address', async ({ browser }) => {
  test.setTimeout(120_000);
  // Her sockets are on a, his on b: an event reaches the other only through Redis.
  const herContext = await browserFrom(browser, '198.51.100');
  const hisContext = await browserFrom(browser, '203.0.113');
  await socketsTo(herContext, 'a');
  await socketsTo(hisContext, 'b');
  const her = await herContext.newPage();
  const him = await hisContext.newPage();
  const sessionId = await connectedPair(him, her);

  await test.step('a rate limit is counted once for both instances', async () => {
    // At most 20 chat messages in 10 seconds per member; sent to a, b, a, b, ... Counted on each
    // instance alone, 40 would pass before the first refusal.
    const accepted: string[] = [];
    let refused = 0;
    for (let i = 0; i < 41 && !refused; i++) {
      const sent = await him.request.post(`/api/chats/${sessionId}/messages`, {
        headers: { ...headers, 'x-e2e-instance': i % 2 ? 'b' : 'a' },
        data: { id: randomUUID(), content: `Quick note ${i}` },
      });
      if (sent.status() === 429) {
        expect((await sent.json()).error.code).toBe('RATE_LIMITED');
        refused++;
      } else {
        expect(sent.status(), `message ${i}`).toBe(200);
        accepted.push(servedBy(sent)!);
      }
    }
    expect(refused).toBe(1);
    expect(accepted).toHaveLength(20);
    expect(new Set(accepted)).toEqual(new Set(['a', 'b']));
  });

  await test.step('a photo uploaded through one instance is shown through the other', async () => {
    await pin(him, '**/api/profile/photos', 'a');
    await him.goto('/user');
    await him.getByRole('button', { name: 'Edit Profile' }).click();
    const editor = him.getByRole('dialog', { name: 'Edit Profile' });
    const uploaded = him.waitForResponse(
      (r) => r.url().endsWith('/api/profile/photos') && r.request().method() === 'POST',
    );
    const buffer = await sharp({
      create: { width: 240, height: 240, channels: 3, background: '#3a8f85' },
    })
      .png()
      .toBuffer();
    await editor
      .getByLabel('Add photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer });
    expect(servedBy(await uploaded)).toBe('a');
    const shown = editor.getByRole('img', { name: 'Photo 1 of 1' });
    await expect(shown).toBeVisible();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    const fromB = await him.request.get((await shown.getAttribute('src'))!, {
      headers: { 'x-e2e-instance': 'b' },
    });
    expect(servedBy(fromB)).toBe('b');
    expect(fromB.status(), 'the photo, through the other instance').toBe(200);
    expect(fromB.headers()['content-type']).toMatch(/^image\//);
  });

  await test.step('a chat message and a date request reach the other instance live', async () => {
    const url = `/user?section=chat&c=${sessionId}`;
    await gotoLive(him, url);
    await gotoLive(her, url);
    // She writes through a, where his socket is not.
    await pin(her, '**/api/chats/*/messages', 'a');
    const composer = her.getByRole('textbox', { name: 'Message' });
    await composer.fill('Sent through one door, heard through the other.');
    await composer.press('Enter');
    await expect(
      thread(him).getByText('Sent through one door, heard through the other.'),
    ).toBeVisible();
    // He proposes a date through b, where her socket is not.
    await pin(him, '**/api/chats/*/date-requests', 'b');
    await him.getByRole('button', { name: 'Schedule Date' }).click();
    await proposeDate(him, ['6:00 PM'], 'Video date');
    await expect(thread(her).getByRole('article', { name: 'Date Request Received' })).toBeVisible();
  });

  await test.step('an export asked for on one instance is downloaded through the other', async () => {
    await pin(her, '**/api/account/export', 'a');
    await her.goto('/user?section=settings');
    const asked = her.waitForResponse(
      (r) => r.url().endsWith('/api/account/export') && r.request().method() === 'POST',
    );
    await her.getByRole('button', { name: 'Email me a copy' }).click();
    expect(servedBy(await asked)).toBe('a');
    await expect(her.getByText('We are preparing your data')).toBeVisible();
    const { email } = await ownProfile(her.request);
    const link = await mailLink(her.request, email, 'data-export');
    const zip = await her.request.get(link, {
      headers: { 'x-e2e-instance': 'b' },
      maxRedirects: 0,
    });
    expect(servedBy(zip)).toBe('b');
    expect(zip.status(), 'the export, through the other instance').toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(await zip.body())['right-one-data.json']!));
    expect(data.account.email).toBe(email);
  });

  await test.step('signing out through one instance closes the sockets on both', async () => {
    // His chat page's socket is on b; a second tab's on a. He signs out from a third, through a.
    const onB = watch(await gotoLive(him, '/user'));
    await socketsTo(hisContext, 'a');
    const onA = watch(await gotoLive(await hisContext.newPage(), '/user'));
    const third = await hisContext.newPage();
    await pin(third, '**/api/auth/sign-out', 'a');
    await third.goto('/user');
    await third.getByRole('button', { name: /account menu/i }).click();
    const signedOut = third.waitForResponse((r) => r.url().endsWith('/api/auth/sign-out'));
    await third.getByRole('menuitem', { name: 'Log out' }).click();
    expect(servedBy(await signedOut)).toBe('a');
    const both = { revoked: true, closed: true };
    await expect.poll(() => onA, { message: 'the socket on a' }).toEqual(both);
    await expect.poll(() => onB, { message: 'the socket on b' }).toEqual(both);
    expect((await him.request.get('/api/profile')).status()).toBe(401);
  });
});

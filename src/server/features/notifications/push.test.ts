import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { pushApi } from '#shared/contracts/push.js';
import { settingsApi } from '#shared/contracts/settings.js';
import { chatUrl } from '#shared/page-urls.js';
import { pushOutbox, pushSubscriptions } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import {
  acceptRequest,
  connectedPair,
  requestedPair,
  sendMessage,
} from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import {
  startLoopbackPushService,
  type LoopbackPushService,
} from '#server/testing/push-service/loopback.js';
import { claimDuePushes } from './push-outbox.js';
import { sendDuePushes, type PushSendContext } from './push-sender.js';
import { webPushTransport } from './push-transport.js';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
let service: LoopbackPushService;
const errors: object[] = [];
let ctx: PushSendContext;
beforeAll(async () => {
  service = await startLoopbackPushService();
  t = await createTestApp({ PUSH_EXTRA_SERVICES: service.origin });
  ctx = {
    db: t.database.db,
    transport: webPushTransport(t.config.push.vapid),
    log: { warn: () => {}, error: (o) => errors.push(o) },
    now: () => new Date(),
    batchSize: 50,
    leaseMs: 60_000,
  };
});
afterAll(async () => {
  await t.close();
  await service.close();
});

type Member = { id: string; cookie: string };
/** The member's browser subscribes at the loopback service and hands the subscription over. */
async function turnOn(m: Member, serverKey = t.config.push.vapid.publicKey) {
  const browser = service.subscribe(serverKey);
  const res = await t.call(
    pushApi.subscribe,
    { body: { endpoint: browser.endpoint, keys: browser.keys } },
    { cookie: m.cookie, headers: { 'user-agent': ANDROID } },
  );
  expect(res.statusCode).toBe(200);
  return browser;
}
/** Everything due is sent; answers what the devices received meanwhile. */
async function deliver() {
  const before = service.received.length;
  while ((await sendDuePushes(ctx)) > 0);
  return service.received.slice(before);
}
const devicesOf = (m: Member) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id));

describe('devices with notifications on', () => {
  it('are listed per device in words, this one marked, and turned off one by one', async () => {
    const m = await signUpAndIn(t, 'devices@example.com', 'Dee');
    await turnOn(m);
    const state = (await t.call(pushApi.state, {}, { cookie: m.cookie })).json();
    expect(state.publicKey).toBe(t.config.push.vapid.publicKey);
    expect(state.messagePreviews).toBe(false);
    expect(state.devices).toEqual([
      expect.objectContaining({ label: 'Chrome on Android', thisDevice: true }),
    ]);
    const off = await t.call(
      pushApi.unsubscribe,
      { params: { id: state.devices[0]!.id } },
      { cookie: m.cookie },
    );
    expect(off.json().devices).toEqual([]);
  });

  it('refuses a push service that is not a browser’s, keys that are not keys, another member’s device', async () => {
    const m = await signUpAndIn(t, 'refused@example.com', 'Ref');
    const other = await signUpAndIn(t, 'other-device@example.com', 'Oth');
    const good = service.subscribe(t.config.push.vapid.publicKey);
    const tries = [
      { endpoint: 'https://internal.example/admin', keys: good.keys },
      { endpoint: 'http://169.254.169.254/latest', keys: good.keys },
      { endpoint: good.endpoint, keys: { ...good.keys, p256dh: 'AAAA' } },
    ];
    const codes = [];
    for (const body of tries)
      codes.push((await t.call(pushApi.subscribe, { body }, { cookie: m.cookie })).json());
    expect(codes.map((c) => c.error.code)).toEqual([
      'UNKNOWN_PUSH_SERVICE',
      'UNKNOWN_PUSH_SERVICE',
      'BAD_KEYS',
    ]);
    await turnOn(other);
    const [device] = await devicesOf(other);
    const res = await t.call(pushApi.unsubscribe, { params: { id: device!.id } }, m);
    expect(res.statusCode).toBe(404);
    expect(await devicesOf(other)).toHaveLength(1);
  });

  it('go when the member signs out on that device', async () => {
    const m = await signUpAndIn(t, 'leaving@example.com', 'Lee');
    await turnOn(m);
    expect(await devicesOf(m)).toHaveLength(1);
    await t.call(authApi.signOut, {}, { cookie: m.cookie });
    expect(await devicesOf(m)).toEqual([]);
  });
});

describe('pushes, as the phone receives them', () => {
  it('say who wrote and open the conversation, without the text unless previews are on', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Sam', 'Robin']);
    const phone = await turnOn(b);
    await sendMessage(t, a.cookie, sessionId, 'Are you free on Saturday?');
    const [hidden, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(hidden).toMatchObject({ device: phone.id, urgency: 'high' });
    expect(hidden!.data).toEqual({
      title: 'New message from Sam',
      url: chatUrl(sessionId),
      tag: `newMessage:${chatUrl(sessionId)}`,
    });

    await t.call(pushApi.previews, { body: { show: true } }, { cookie: b.cookie });
    await sendMessage(t, a.cookie, sessionId, 'Are you free on Saturday?\nThe market is on.');
    const [shown] = await deliver();
    expect(shown!.data).toMatchObject({
      title: 'New message from Sam',
      body: 'Are you free on Saturday?',
    });
  });

  it('carry the other kinds (an accepted request), and follow the same switches as the mails', async () => {
    const pair = await requestedPair(t, ['Kim', 'Lou']);
    const phone = await turnOn(pair.a);
    const sessionId = await acceptRequest(t, pair);
    const [accepted, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(accepted).toMatchObject({ device: phone.id, urgency: 'high' });
    expect(accepted!.data).toMatchObject({
      title: 'Lou accepted your chat request',
      body: 'Good news: Lou said yes. Your conversation is open on Right One.',
      url: chatUrl(sessionId),
    });
    await t.call(settingsApi.notifications, { body: { newMessage: false } }, pair.a);
    await sendMessage(t, pair.b.cookie, sessionId, 'Hello Kim');
    expect(await deliver()).toEqual([]);
  });
});

describe('when the push service says no', () => {
  it('forgets a device whose subscription is gone (410 or 404), with what was due to it', async () => {
    for (const status of [410, 404]) {
      const { a, b, sessionId } = await connectedPair(t, ['Gus', `Gone${status}`]);
      const phone = await turnOn(b);
      service.answerWith(phone.id, status);
      await sendMessage(t, a.cookie, sessionId, 'Still there?');
      expect(await deliver()).toEqual([]);
      expect(await devicesOf(b)).toEqual([]);
    }
  });

  it('tries again later when the service is down, and a worker that died mid-send loses nothing', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Ola', 'Pia']);
    const phone = await turnOn(b);
    service.answerWith(phone.id, 503);
    await sendMessage(t, a.cookie, sessionId, 'Knock knock');
    expect(await deliver()).toEqual([]);
    const [waiting] = await t.database.db.select().from(pushOutbox);
    expect(waiting).toMatchObject({ attempts: 1, lockedUntil: null });

    service.answerWith(phone.id, 0);
    // A worker claims it at the retry time and dies before sending: its lease hides the push...
    const retryAt = new Date(waiting!.nextAttemptAt.getTime() + 1);
    await claimDuePushes(t.database.db, { now: retryAt, limit: 10, leaseMs: 60_000 });
    const at = (ms: number) => ({ ...ctx, now: () => new Date(retryAt.getTime() + ms) });
    expect(await sendDuePushes(at(1_000))).toBe(0);
    // ... until the lease ends: then the next worker sends it.
    expect(await sendDuePushes(at(61_000))).toBe(1);
    expect(service.received.at(-1)).toMatchObject({ device: phone.id });
    expect(await t.database.db.select().from(pushOutbox)).toEqual([]);
  });

  it('drops a push signed with a key the browser did not subscribe with, and says so', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Rex', 'Sol']);
    await turnOn(
      b,
      'BOr0mLBVc0lmtmAsldZR0jk_rMxP0ZwgBq1Hll4khiqnMLmwrNeANg3JXiFy4hk2ZFvO7V0AoJaN3XWyWMKc7Hk',
    );
    await sendMessage(t, a.cookie, sessionId, 'Hi');
    expect(await deliver()).toEqual([]);
    expect(service.refused.at(-1)).toMatchObject({ status: 403 });
    expect(errors.at(-1)).toMatchObject({ status: 403 });
    expect(await t.database.db.select().from(pushOutbox)).toEqual([]);
  });
});

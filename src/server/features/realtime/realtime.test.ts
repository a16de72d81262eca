import { connect as netConnect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminApi } from '#shared/contracts/admin.js';
import { healthApi } from '#shared/contracts/health.js';
import { realtimeApi, type RealtimeEvent } from '#shared/contracts/realtime.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { connectRealtime, type RealtimeClient } from '#server/testing/realtime-client.js';

let t: TestApp;
let base: string;
let ana: { cookie: string; id: string };
let ben: { cookie: string; id: string };
const open: RealtimeClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  ana = await signUpAndIn(t, 'ana-rt@example.com', 'Ana Lopez');
  ben = await signUpAndIn(t, 'ben-rt@example.com', 'Ben');
});
afterAll(async () => {
  open.forEach((c) => c.ws.terminate());
  await t.close();
});

const headersOf = (cookie?: string, origin: string | null = t.config.appUrl) => ({
  ...(cookie ? { cookie } : {}),
  ...(origin ? { origin } : {}),
});

/** A bare TCP upgrade request: resolves with the first bytes of the answer, then with the close. */
function connectRaw(path: string) {
  const port = Number(new URL(base.replace('ws:', 'http:')).port);
  const socket = netConnect(port, '127.0.0.1');
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: ${Buffer.from('0123456789abcdef').toString('base64')}\r\nOrigin: ${t.config.appUrl}\r\n\r\n`,
  );
  const answer = new Promise<string>((resolve) =>
    socket.once('data', (data: Buffer) => resolve(data.toString('utf8'))),
  );
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { answer, closed };
}

/** Opens the socket, or rejects with the HTTP status that refused the upgrade. */
async function connect(headers: Record<string, string>, path = realtimeApi.connect.path) {
  const client = await connectRealtime(base + path, headers);
  open.push(client);
  return client;
}

describe('GET /api/realtime: who may connect (docs/security-rules.md, rule 12)', () => {
  it('greets a signed-in member from our own page with hello', async () => {
    const client = await connect(headersOf(ana.cookie));
    expect(await client.nextEvent()).toEqual({ type: 'hello', userId: ana.id });
  });

  it('refuses the upgrade without a valid session (401)', async () => {
    await expect(connect(headersOf())).rejects.toThrow('refused 401');
    await expect(connect(headersOf('better-auth.session_token=forged.c2ln'))).rejects.toThrow(
      'refused 401',
    );
  });

  it('refuses a foreign or missing Origin even with the cookie (403: cross-site WebSocket hijacking)', async () => {
    await expect(connect(headersOf(ana.cookie, 'https://evil.example'))).rejects.toThrow(
      'refused 403',
    );
    await expect(
      connect(headersOf(ana.cookie, 'http://localhost:3000.evil.example')),
    ).rejects.toThrow('refused 403');
    await expect(connect(headersOf(ana.cookie, null))).rejects.toThrow('refused 403');
  });

  it('answers a plain GET with 426', async () => {
    const res = await t.app.inject({
      url: realtimeApi.connect.path,
      headers: headersOf(ana.cookie),
    });
    expect(res.statusCode).toBe(426);
    expect(res.json().error.code).toBe('UPGRADE_REQUIRED');
  });

  it('answers an upgrade aimed at a plain HTTP route over HTTP and closes its socket', async () => {
    const socket = connectRaw(healthApi.check.path);
    expect(await socket.answer).toMatch(/^HTTP\/1\.1 200/);
    await socket.closed;
  });

  it('caps the sockets of one user at 5 (the sixth is closed with 4429)', async () => {
    const cara = await signUpAndIn(t, 'cara-rt@example.com', 'Cara');
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => connect(headersOf(cara.cookie))));
    for (const c of five) expect((await c.nextEvent()).type).toBe('hello');
    const sixth = await connect(headersOf(cara.cookie));
    expect(await sixth.closed).toBe(4429);
    five[0]!.ws.close();
    await five[0]!.closed;
    await vi.waitFor(async () => {
      const again = await connect(headersOf(cara.cookie));
      expect(await again.nextEvent()).toEqual({ type: 'hello', userId: cara.id });
    });
  });
});

describe('delivery (in-process bus)', () => {
  it("brings an event published to Ana to each of Ana's sockets and not to Ben's", async () => {
    const [tab1, tab2, benTab] = await Promise.all([
      connect(headersOf(ana.cookie)),
      connect(headersOf(ana.cookie)),
      connect(headersOf(ben.cookie)),
    ]);
    for (const c of [tab1, tab2, benTab]) expect((await c.nextEvent()).type).toBe('hello');
    const event: RealtimeEvent = {
      type: 'chat_request.created',
      request: { id: 'r1', senderId: ben.id, senderFirstName: 'Ben' },
    };
    await t.app.bus.publish(ana.id, event);
    expect(await tab1.nextEvent()).toEqual(event);
    expect(await tab2.nextEvent()).toEqual(event);
    // Events reach one socket in order: if Ben's next event is this marker, Ana's never came.
    const marker: RealtimeEvent = {
      type: 'chat_session.created',
      sessionId: 's1',
      withUserId: ana.id,
    };
    await t.app.bus.publish(ben.id, marker);
    expect(await benTab.nextEvent()).toEqual(marker);
  });

  it('closes the sockets of a user whose sessions were revoked (4401)', async () => {
    const dan = await signUpAndIn(t, 'dan-rt@example.com', 'Dan');
    const client = await connect(headersOf(dan.cookie));
    await client.nextEvent();
    await t.app.bus.publish(dan.id, { type: 'session.revoked' });
    expect(await client.nextEvent()).toEqual({ type: 'session.revoked' });
    expect(await client.closed).toBe(4401);
  });

  it('an admin ban closes the banned member’s open sockets at once (docs/security-rules.md, rule 7)', async () => {
    const eve = await signUpAndIn(t, 'eve-rt@example.com', 'Eve');
    const admin = await signUpAndIn(t, 'admin-rt@example.com', 'Ada Admin', 'admin');
    const client = await connect(headersOf(eve.cookie));
    await client.nextEvent();
    const res = await t.call(
      adminApi.ban,
      { params: { id: eve.id }, body: { reason: 'spam' } },
      { cookie: admin.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(await client.nextEvent()).toEqual({ type: 'session.revoked' });
    expect(await client.closed).toBe(4401);
  });
});

describe('what a client may send', () => {
  it("answers 'ping' with 'pong' and ignores other small text", async () => {
    const client = await connect(headersOf(ana.cookie));
    await client.next();
    client.ws.send('hello?');
    client.ws.send('ping');
    expect(await client.next()).toBe('pong');
  });

  it('closes the socket on a message over 1 KiB (1009)', async () => {
    const client = await connect(headersOf(ana.cookie));
    client.ws.send('x'.repeat(2048));
    expect(await client.closed).toBe(1009);
  });

  it('closes the socket of a client that keeps talking (1008)', async () => {
    const client = await connect(headersOf(ana.cookie));
    for (let i = 0; i < 11; i += 1) client.ws.send('ping');
    expect(await client.closed).toBe(1008);
  });
});

import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { realtimeApi } from '#shared/contracts/realtime.js';
import { sessionsApi } from '#shared/contracts/sessions.js';
import { user } from '#server/db/schema.js';
import { cookieFrom, signUpAndIn } from '#server/testing/accounts.js';
import { profileStatus, resetTokenFor, sessionTokens, signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { connectRealtime, type RealtimeClient } from '#server/testing/realtime-client.js';

/** docs/security-rules.md, rules 7 and 8: sessions end when they should, everywhere at once. */
let t: TestApp;
let base: string;
const open: RealtimeClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  base = `ws://127.0.0.1:${port}${realtimeApi.connect.path}`;
});
afterAll(async () => {
  open.forEach((c) => c.ws.terminate());
  await t.close();
});

/** A second browser signed in to the same account. */
const secondBrowser = async (email: string) => cookieFrom(await signIn(t, email));
async function live(cookie: string) {
  const client = await connectRealtime(base, { cookie, origin: t.config.appUrl });
  open.push(client);
  expect((await client.nextEvent()).type).toBe('hello');
  return client;
}
const sessionsOf = (cookie: string) => t.call(sessionsApi.list, {}, { cookie });
const listOf = async (cookie: string) => (await sessionsOf(cookie)).json().sessions;
const end = (id: string, cookie: string) => t.call(sessionsApi.end, { params: { id } }, { cookie });

describe('an unconfirmed email uses nothing but the confirmation', () => {
  it('answers a session of an unconfirmed account as signed out, on every route and socket', async () => {
    const kim = await signUpAndIn(t, 'kim@example.com', 'Kim');
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, kim.id));
    expect(await profileStatus(t, kim.cookie)).toBe(401);
    expect((await sessionsOf(kim.cookie)).statusCode).toBe(401);
    await expect(live(kim.cookie)).rejects.toThrow();
    await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, kim.id));
    expect(await profileStatus(t, kim.cookie)).toBe(200);
  });
});

describe('the member’s sessions', () => {
  it('lists where the member is signed in, marks this browser, and shows no token', async () => {
    const lou = await signUpAndIn(t, 'lou@example.com', 'Lou');
    const other = await secondBrowser('lou@example.com');
    const res = await sessionsOf(lou.cookie);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    for (const token of await sessionTokens(t, lou.id)) expect(res.body).not.toContain(token);
    const current = (list: typeof sessions) => list.find((s) => s.current)?.id;
    expect(current(await listOf(other))).not.toBe(current(sessions));
  });

  it('ends another browser’s session: its cookie and its socket stop at once; others stay', async () => {
    const max = await signUpAndIn(t, 'max@example.com', 'Max');
    const phone = await secondBrowser('max@example.com');
    const [here, there] = [await live(max.cookie), await live(phone)];
    const phoneSession = (await listOf(max.cookie)).find((s) => !s.current)!;

    const res = await end(phoneSession.id, max.cookie);
    expect(res.statusCode).toBe(200);
    expect(await there.closed).toBe(4401);
    expect(await profileStatus(t, phone)).toBe(401);
    expect(await profileStatus(t, max.cookie)).toBe(200);
    expect(here.ws.readyState).toBe(here.ws.OPEN);

    const again = await end(phoneSession.id, max.cookie);
    expect(again.statusCode).toBe(404);
  });

  it('never ends someone else’s session (the same 404 as a missing one)', async () => {
    const ned = await signUpAndIn(t, 'ned@example.com', 'Ned');
    const ona = await signUpAndIn(t, 'ona@example.com', 'Ona');
    const [onaSession] = await listOf(ona.cookie);
    const res = await end(onaSession!.id, ned.cookie);
    expect(res.statusCode).toBe(404);
    expect(await profileStatus(t, ona.cookie)).toBe(200);
  });

  it('signs out everywhere else, keeping this browser', async () => {
    const pia = await signUpAndIn(t, 'pia@example.com', 'Pia');
    const others = [await secondBrowser('pia@example.com'), await secondBrowser('pia@example.com')];
    const res = await t.call(sessionsApi.endOthers, {}, { cookie: pia.cookie });
    expect(res.json()).toEqual({ ended: 2 });
    for (const cookie of others) expect(await profileStatus(t, cookie)).toBe(401);
    expect(await profileStatus(t, pia.cookie)).toBe(200);
  });
});

describe('signing out and resetting the password close live connections at once', () => {
  it('sign-out closes this browser’s socket, not the member’s other browsers', async () => {
    const ray = await signUpAndIn(t, 'ray@example.com', 'Ray');
    const laptop = await secondBrowser('ray@example.com');
    const [here, there] = [await live(ray.cookie), await live(laptop)];
    const res = await t.call(authApi.signOut, {}, { cookie: ray.cookie });
    expect(res.statusCode).toBe(200);
    expect(await here.nextEvent()).toMatchObject({ type: 'session.revoked' });
    expect(await here.closed).toBe(4401);
    expect(there.ws.readyState).toBe(there.ws.OPEN);
  });

  it('a password reset closes every socket of the account', async () => {
    const sam = await signUpAndIn(t, 'sam@example.com', 'Sam');
    const tablet = await secondBrowser('sam@example.com');
    const sockets = [await live(sam.cookie), await live(tablet)];
    const token = await resetTokenFor(t, 'sam@example.com');
    const res = await t.call(authApi.resetPassword, {
      body: { token, newPassword: 'A-brand-new-passphrase-1' },
    });
    expect(res.statusCode).toBe(200);
    for (const socket of sockets) expect(await socket.closed).toBe(4401);
  });
});

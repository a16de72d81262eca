import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../testing/accounts.js';
import { requestedPair, setPlan } from '../../testing/chat-pairs.js';
import { createTestApp, type TestApp } from '../../testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; cookie: string };
const call = (m: Member, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: m.cookie, origin: t.config.appUrl } });
const matchIds = async (m: Member) =>
  (await call(m, 'GET', '/api/matches')).json().matches.map((x: { userId: string }) => x.userId);

describe('pausing the profile', () => {
  it('hides the member from matches and new requests; their conversations go on', async () => {
    const { a, b } = await requestedPair(t, ['Pia', 'Quinn']);
    await setPlan(t, a.id, 'Premium');
    expect(await matchIds(a)).toContain(b.id);
    expect((await call(b, 'GET', '/api/settings')).json()).toMatchObject({ pausedAt: null });

    const paused = await call(b, 'PUT', '/api/settings/pause', { paused: true });
    expect(paused.statusCode).toBe(200);
    const since = paused.json().pausedAt;
    expect(typeof since).toBe('string');
    // Pausing again keeps the first time.
    expect((await call(b, 'PUT', '/api/settings/pause', { paused: true })).json().pausedAt).toBe(
      since,
    );
    expect(await matchIds(a)).not.toContain(b.id);
    await t.app.matcher.refreshMember(a.id);
    expect(await matchIds(a)).not.toContain(b.id);
    // A's open request to B was made before the pause: B can still answer it.
    const incoming = (await call(b, 'GET', '/api/chat-requests/incoming')).json().requests;
    expect(incoming).toHaveLength(1);

    expect((await call(b, 'PUT', '/api/settings/pause', { paused: false })).json()).toMatchObject({
      pausedAt: null,
    });
    await t.app.matcher.refreshMember(a.id);
    expect(await matchIds(a)).toContain(b.id);
  });

  it('refuses a request to a paused member as to anyone who is not a match', async () => {
    const { a, b } = await requestedPair(t, ['Ray', 'Sol']);
    await call(a, 'PUT', '/api/settings/pause', { paused: true });
    const res = await post(t, '/api/chat-requests', { receiverId: a.id }, { cookie: b.cookie });
    expect(res.statusCode).toBe(404);
    expect((await call(a, 'PUT', '/api/settings/pause', { paused: 'yes' })).statusCode).toBe(400);
  });
});

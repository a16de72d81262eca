import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { settingsApi } from '#shared/contracts/settings.js';
import { requestedPair, setPlan } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; cookie: string };
const pause = (m: Member, paused: boolean) =>
  t.call(settingsApi.pause, { body: { paused } }, { cookie: m.cookie });
const matchIds = async (m: Member) =>
  (await t.call(matchingApi.matches, {}, { cookie: m.cookie })).json().matches.map((x) => x.userId);

describe('pausing the profile', () => {
  it('hides the member from matches and new requests; their conversations go on', async () => {
    const { a, b } = await requestedPair(t, ['Pia', 'Quinn']);
    await setPlan(t, a.id, 'Premium');
    expect(await matchIds(a)).toContain(b.id);
    const settings = await t.call(settingsApi.get, {}, { cookie: b.cookie });
    expect(settings.json()).toMatchObject({ pausedAt: null });

    const paused = await pause(b, true);
    expect(paused.statusCode).toBe(200);
    const since = paused.json().pausedAt;
    expect(typeof since).toBe('string');
    // Pausing again keeps the first time.
    expect((await pause(b, true)).json().pausedAt).toBe(since);
    expect(await matchIds(a)).not.toContain(b.id);
    await t.app.matcher.refreshMember(a.id);
    expect(await matchIds(a)).not.toContain(b.id);
    // A's open request to B was made before the pause: B can still answer it.
    const incoming = (await t.call(chatRequestsApi.incoming, {}, { cookie: b.cookie })).json()
      .requests;
    expect(incoming).toHaveLength(1);

    expect((await pause(b, false)).json()).toMatchObject({ pausedAt: null });
    await t.app.matcher.refreshMember(a.id);
    expect(await matchIds(a)).toContain(b.id);
  });

  it('refuses a request to a paused member as to anyone who is not a match', async () => {
    const { a, b } = await requestedPair(t, ['Ray', 'Sol']);
    await pause(a, true);
    const res = await t.call(
      chatRequestsApi.send,
      { body: { receiverId: a.id } },
      { cookie: b.cookie },
    );
    expect(res.statusCode).toBe(404);
    const yes = { paused: 'yes' };
    expect(
      (await t.call(settingsApi.pause, { rawBody: yes }, { cookie: a.cookie })).statusCode,
    ).toBe(400);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.js';
import { post, signUpAndIn } from '../../testing/accounts.js';
import { connectedPair, requestedPair, setPlan } from '../../testing/chat-pairs.js';
import { createTestApp, type TestApp } from '../../testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; cookie: string };
const get = (m: Member, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: m.cookie } });
const idsIn = (body: string, id: string) => body.includes(id);
const credits = async (m: Member) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, m.id)))[0]!.matchesCount;

/** Every member page that could show another member: none may name the separated one. */
async function seesNothingOf(viewer: Member, other: Member) {
  for (const url of ['/api/matches', '/api/chats', '/api/chat-requests/incoming']) {
    const res = await get(viewer, url);
    expect(res.statusCode, url).toBe(200);
    expect(idsIn(res.body, other.id), `${url} names the other member`).toBe(false);
  }
}

describe('blocking', () => {
  it('hides each from the other, closes their conversation and is listed for the blocker', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Ada', 'Bo']);
    const res = await post(t, '/api/safety/blocks', { userId: b.id }, { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    await seesNothingOf(a, b);
    await seesNothingOf(b, a);
    // Closed for both: neither can read or write it any more.
    expect((await get(b, `/api/chats/${sessionId}/messages`)).statusCode).toBe(409);
    for (const m of [a, b]) {
      const send = await post(
        t,
        `/api/chats/${sessionId}/messages`,
        { id: crypto.randomUUID(), content: 'Still there?' },
        { cookie: m.cookie },
      );
      expect(send.statusCode, send.body).toBe(409);
      expect(send.json().error).toEqual({
        code: 'CONVERSATION_CLOSED',
        message: 'This conversation has ended.',
      });
    }
    const list = (await get(a, '/api/safety/blocks')).json();
    expect(list.blocked).toHaveLength(1);
    expect(list.blocked[0]).toMatchObject({ userId: b.id, name: 'Bo' });
    // The blocked member learns nothing: their own list is empty.
    expect((await get(b, '/api/safety/blocks')).json().blocked).toEqual([]);
  });

  it('withdraws a pending request and returns its credit', async () => {
    const { a, b } = await requestedPair(t, ['Cy', 'Di']);
    await setPlan(t, a.id, 'Premium');
    await setPlan(t, b.id, 'Premium');
    const before = await credits(a);
    const res = await post(t, '/api/safety/blocks', { userId: a.id }, { cookie: b.cookie });
    expect(res.statusCode).toBe(200);
    expect(await credits(a)).toBe(before + 1);
    await seesNothingOf(b, a);
    // And the matcher never pairs them again.
    await t.app.matcher.refreshMember(a.id);
    await seesNothingOf(a, b);
  });

  it('refuses oneself and a stranger alike, and changes nothing', async () => {
    const { a } = await requestedPair(t, ['Ed', 'Flo']);
    const stranger = await signUpAndIn(t, 'stranger@example.com', 'Stranger');
    for (const userId of [a.id, stranger.id, 'no-such-member']) {
      const res = await post(t, '/api/safety/blocks', { userId }, { cookie: a.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_A_MATCH');
    }
    expect((await get(a, '/api/safety/blocks')).json().blocked).toEqual([]);
  });

  it('can be lifted by the blocker only', async () => {
    const { a, b } = await connectedPair(t, ['Gil', 'Hal']);
    await post(t, '/api/safety/blocks', { userId: b.id }, { cookie: a.cookie });
    const del = (by: Member, id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/safety/blocks/${id}`,
        headers: { cookie: by.cookie, origin: t.config.appUrl },
      });
    expect((await del(b, a.id)).statusCode).toBe(404);
    expect((await del(a, b.id)).statusCode).toBe(200);
    expect((await get(a, '/api/safety/blocks')).json().blocked).toEqual([]);
    expect((await del(a, b.id)).statusCode).toBe(404);
  });
});

describe('unmatching', () => {
  it('ends the match for both, for good', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Ivy', 'Jon']);
    const res = await post(t, '/api/safety/unmatch', { userId: a.id }, { cookie: b.cookie });
    expect(res.statusCode).toBe(200);
    await seesNothingOf(a, b);
    await seesNothingOf(b, a);
    const send = await post(
      t,
      `/api/chats/${sessionId}/messages`,
      { id: crypto.randomUUID(), content: 'Hello?' },
      { cookie: a.cookie },
    );
    expect(send.statusCode).toBe(409);
    await t.app.matcher.refreshMember(a.id);
    await t.app.matcher.refreshMember(b.id);
    await seesNothingOf(a, b);
    // Nothing is blocked: unmatching is not a block.
    expect((await get(b, '/api/safety/blocks')).json().blocked).toEqual([]);
  });
});

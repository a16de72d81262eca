import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { chatsApi } from '#shared/contracts/chats.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { safetyApi } from '#shared/contracts/safety.js';
import { profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { connectedPair, requestedPair, sendMessage, setPlan } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: string; cookie: string };
const block = (by: Member, userId: string) =>
  t.call(safetyApi.block, { body: { userId } }, { cookie: by.cookie });
const blockedBy = async (m: Member) =>
  (await t.call(safetyApi.blocked, {}, { cookie: m.cookie })).json().blocked;
const idsIn = (body: string, id: string) => body.includes(id);
const credits = async (m: Member) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, m.id)))[0]!.matchesCount;

/** Every member page that could show another member: none may name the separated one. */
async function seesNothingOf(viewer: Member, other: Member) {
  for (const e of [matchingApi.matches, chatsApi.conversations, chatRequestsApi.incoming]) {
    const res = await t.call(e, {}, { cookie: viewer.cookie });
    expect(res.statusCode, e.path).toBe(200);
    expect(idsIn(res.body, other.id), `${e.path} names the other member`).toBe(false);
  }
}

describe('blocking', () => {
  it('hides each from the other, closes their conversation and is listed for the blocker', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Ada', 'Bo']);
    const res = await block(a, b.id);
    expect(res.statusCode).toBe(200);
    await seesNothingOf(a, b);
    await seesNothingOf(b, a);
    // Closed for both: neither can read or write it any more.
    const read = await t.call(chatsApi.messages, { params: { sessionId } }, { cookie: b.cookie });
    expect(read.statusCode).toBe(409);
    for (const m of [a, b]) {
      const send = await sendMessage(t, m.cookie, sessionId, 'Still there?');
      expect(send.statusCode, send.body).toBe(409);
      expect(send.json().error).toEqual({
        code: 'CONVERSATION_CLOSED',
        message: 'This conversation has ended.',
      });
    }
    const list = await blockedBy(a);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ userId: b.id, name: 'Bo' });
    // The blocked member learns nothing: their own list is empty.
    expect(await blockedBy(b)).toEqual([]);
  });

  it('withdraws a pending request and returns its credit', async () => {
    const { a, b } = await requestedPair(t, ['Cy', 'Di']);
    await setPlan(t, a.id, 'Premium');
    await setPlan(t, b.id, 'Premium');
    const before = await credits(a);
    const res = await block(b, a.id);
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
      const res = await block(a, userId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_A_MATCH');
    }
    expect(await blockedBy(a)).toEqual([]);
  });

  it('can be lifted by the blocker only', async () => {
    const { a, b } = await connectedPair(t, ['Gil', 'Hal']);
    await block(a, b.id);
    const del = (by: Member, userId: string) =>
      t.call(safetyApi.unblock, { params: { userId } }, { cookie: by.cookie });
    expect((await del(b, a.id)).statusCode).toBe(404);
    expect((await del(a, b.id)).statusCode).toBe(200);
    expect(await blockedBy(a)).toEqual([]);
    expect((await del(a, b.id)).statusCode).toBe(404);
  });
});

describe('unmatching', () => {
  it('ends the match for both, for good', async () => {
    const { a, b, sessionId } = await connectedPair(t, ['Ivy', 'Jon']);
    const res = await t.call(safetyApi.unmatch, { body: { userId: a.id } }, { cookie: b.cookie });
    expect(res.statusCode).toBe(200);
    await seesNothingOf(a, b);
    await seesNothingOf(b, a);
    const send = await sendMessage(t, a.cookie, sessionId, 'Hello?');
    expect(send.statusCode).toBe(409);
    await t.app.matcher.refreshMember(a.id);
    await t.app.matcher.refreshMember(b.id);
    await seesNothingOf(a, b);
    // Nothing is blocked: unmatching is not a block.
    expect(await blockedBy(b)).toEqual([]);
  });
});

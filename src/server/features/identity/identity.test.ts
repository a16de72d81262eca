import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { chatsApi } from '#shared/contracts/chats.js';
import { identityApi } from '#shared/contracts/identity.js';
import { matchingApi } from '#shared/contracts/matching.js';
import type { RealtimeEvent } from '#shared/contracts/realtime.js';
import { chatMessages, identityReveals, profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { withPhoto } from '#server/testing/avatars.js';
import { acceptRequest, memberSocket, requestedPair, setPlan } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import type { RealtimeClient } from '#server/testing/realtime-client.js';

type Member = { id: string; cookie: string; fullName: string; clear: string; blurred: string };
let t: TestApp;
let pair: Awaited<ReturnType<typeof requestedPair>>;
let ada: Member;
let bo: Member;
let sessionId: string;

/** A member of the pair with a full name of two words and a photo (so a blurred copy too). */
async function withNameAndPhoto(m: { id: string; cookie: string }, fullName: string) {
  await t.database.db.update(profiles).set({ fullName }).where(eq(profiles.id, m.id));
  return { ...(await withPhoto(t, m)), fullName };
}

beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  pair = await requestedPair(t, ['Ada', 'Bo']);
  ada = await withNameAndPhoto(pair.a, 'Ada Lovelace');
  bo = await withNameAndPhoto(pair.b, 'Bo Diddley');
});
afterAll(() => t.close());

const revealStatus = (cookie: string, id = sessionId) =>
  t.call(identityApi.status, { params: { sessionId: id } }, { cookie });
const consent = (m: { cookie: string }, id = sessionId) =>
  t.call(identityApi.consent, { params: { sessionId: id } }, { cookie: m.cookie });
const matchesOf = (cookie: string) => t.call(matchingApi.matches, {}, { cookie });
const conversationsOf = (cookie: string) => t.call(chatsApi.conversations, {}, { cookie });

/** Every answer in which `viewer` sees another member, as the raw JSON the browser gets. */
async function answersOf({ cookie }: Member) {
  const answers = await Promise.all([
    matchesOf(cookie),
    t.call(chatRequestsApi.incoming, {}, { cookie }),
    conversationsOf(cookie),
  ]);
  return answers.map((res) => res.body).join('\n');
}

/** What `viewer` sees of `other` in their matches and their conversation. */
async function viewOf(viewer: Member, other: Member) {
  const { matches } = (await matchesOf(viewer.cookie)).json();
  const { conversations } = (await conversationsOf(viewer.cookie)).json();
  return {
    card: matches.find((m) => m.userId === other.id)!,
    conversation: conversations.find((c) => c.with.userId === other.id)!,
  };
}

async function expectHidden(viewer: Member, other: Member) {
  const raw = await answersOf(viewer);
  expect(raw).toContain(other.blurred);
  expect(raw).not.toContain(other.clear);
  expect(raw).not.toContain(other.fullName.split(' ')[1]);
  expect(raw).not.toContain(other.fullName);
}

const revealCards = () =>
  t.database.db.select().from(chatMessages).where(eq(chatMessages.kind, 'identity_reveal'));
const statusFor = async (m: Member) => (await revealStatus(m.cookie)).json().status;
/** The next two events of a socket: the reveal's change and its card. */
async function revealEvents(socket: RealtimeClient) {
  const events: RealtimeEvent[] = [await socket.nextEvent(), await socket.nextEvent()];
  return Object.fromEntries(events.map((e) => [e.type, e]));
}

describe('before both consent, a match sees the first name and the blurred photo only', () => {
  it('in a chat request waiting for an answer, and in the matches of the two', async () => {
    const incoming = (await t.call(chatRequestsApi.incoming, {}, { cookie: bo.cookie })).json();
    expect(incoming.requests[0]!.sender).toMatchObject({
      userId: ada.id,
      name: 'Ada',
      avatarUrl: ada.blurred,
    });
    await expectHidden(bo, ada);
    await expectHidden(ada, bo);
    sessionId = await acceptRequest(t, pair);
  });

  it('once connected, in the matches list and the conversation list, for both', async () => {
    await expectHidden(ada, bo);
    await expectHidden(bo, ada);
    const { card, conversation } = await viewOf(ada, bo);
    expect(card).toMatchObject({ name: 'Bo', avatarUrl: bo.blurred, identityRevealed: false });
    expect(conversation).toMatchObject({
      with: { name: 'Bo', avatarUrl: bo.blurred, identityRevealed: false },
      identityReveal: 'none',
    });
    expect([await statusFor(ada), await statusFor(bo)]).toEqual(['none', 'none']);
  });

  it('a photo from before blurred copies existed shows as no photo at all', async () => {
    const db = t.database.db;
    await db.update(profiles).set({ avatarBlurredUrl: null }).where(eq(profiles.id, bo.id));
    expect((await viewOf(ada, bo)).card.avatarUrl).toBeNull();
    expect(await answersOf(ada)).not.toContain(bo.clear);
    await db.update(profiles).set({ avatarBlurredUrl: bo.blurred }).where(eq(profiles.id, bo.id));
  });
});

describe('consenting', () => {
  it('the first consent posts a request card and tells both live; nothing is revealed yet', async () => {
    const [adaSocket, boSocket] = [
      await memberSocket(t, ada.cookie),
      await memberSocket(t, bo.cookie),
    ];
    const res = await consent(ada);
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'requested_by_me' }]);
    const [adaHears, boHears] = [await revealEvents(adaSocket), await revealEvents(boSocket)];
    expect(adaHears['identity.changed']).toEqual({
      type: 'identity.changed',
      sessionId,
      status: 'requested_by_me',
    });
    expect(boHears['identity.changed']).toMatchObject({ status: 'requested_by_them' });
    const cards = await revealCards();
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      senderId: ada.id,
      content: 'Identity Reveal Request',
      payload: { reveal: 'request' },
    });
    expect(boHears['chat_message.created']).toMatchObject({
      messageId: cards[0]!.id,
      kind: 'identity_reveal',
      senderFirstName: 'Ada',
    });

    expect([await statusFor(ada), await statusFor(bo)]).toEqual([
      'requested_by_me',
      'requested_by_them',
    ]);
    expect((await viewOf(bo, ada)).conversation.identityReveal).toBe('requested_by_them');
    await expectHidden(ada, bo);
    await expectHidden(bo, ada);

    // Consenting again changes nothing and tells nobody: the next event either hears is a typing nudge.
    expect((await consent(ada)).json()).toEqual({ status: 'requested_by_me' });
    expect(await revealCards()).toHaveLength(1);
    await t.call(chatsApi.typing, { params: { sessionId } }, { cookie: bo.cookie });
    expect((await adaSocket.nextEvent()).type).toBe('chat.typing');
    await t.call(chatsApi.typing, { params: { sessionId } }, { cookie: ada.cookie });
    expect((await boSocket.nextEvent()).type).toBe('chat.typing');
    adaSocket.ws.terminate();
    boSocket.ws.terminate();
  });

  it('the second consent posts the confirmation: both see full names and clear photos everywhere', async () => {
    const adaSocket = await memberSocket(t, ada.cookie);
    expect((await consent(bo)).json()).toEqual({ status: 'revealed' });
    expect((await revealEvents(adaSocket))['identity.changed']).toMatchObject({
      status: 'revealed',
    });
    adaSocket.ws.terminate();
    const cards = await revealCards();
    expect(cards.map((c) => [c.senderId, c.payload])).toEqual([
      [ada.id, { reveal: 'request' }],
      [bo.id, { reveal: 'confirmation' }],
    ]);

    for (const [viewer, other] of [
      [ada, bo],
      [bo, ada],
    ] as const) {
      const { card, conversation } = await viewOf(viewer, other);
      const seen = { name: other.fullName, avatarUrl: other.clear, identityRevealed: true };
      expect(card).toMatchObject(seen);
      expect(conversation).toMatchObject({ with: seen, identityReveal: 'revealed' });
      expect(await statusFor(viewer)).toBe('revealed');
    }
    expect((await consent(bo)).json()).toEqual({ status: 'revealed' });
    expect((await consent(ada)).json()).toEqual({ status: 'revealed' });
    expect(await revealCards()).toHaveLength(2);
  });
});

describe('two consents at the same moment', () => {
  it('are taken one after the other: one request card, one confirmation, revealed', async () => {
    const other = await requestedPair(t, ['Di', 'Ed']);
    const id = await acceptRequest(t, other);
    const answers = await Promise.all([consent(other.a, id), consent(other.b, id)]);
    expect(answers.map((res) => res.json().status).sort()).toEqual(['requested_by_me', 'revealed']);
    const cards = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, id));
    expect(cards.map((c) => (c.payload as { reveal: string }).reveal).sort()).toEqual([
      'confirmation',
      'request',
    ]);
  });
});

describe('strangers', () => {
  it('get 404 from both endpoints, whether the conversation exists or not, and change nothing', async () => {
    const stranger = await signUpAndIn(t, 'stranger-identity@example.com', 'Cy Stranger');
    await setPlan(t, stranger.id, 'Premium');
    for (const id of [sessionId, randomUUID()]) {
      const asked = await revealStatus(stranger.cookie, id);
      const consented = await consent(stranger, id);
      for (const res of [asked, consented])
        expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    }
    const rows = await t.database.db
      .select()
      .from(identityReveals)
      .where(eq(identityReveals.userId, stranger.id));
    expect(rows).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatsApi } from '#shared/contracts/chats.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { chatMessages } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { connectedPair, memberSocket, sendMessage, setPlan } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import type { RealtimeClient } from '#server/testing/realtime-client.js';

let t: TestApp;
let pair: Awaited<ReturnType<typeof connectedPair>>;
let stranger: { id: string; cookie: string };
const sockets: RealtimeClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  pair = await connectedPair(t);
  stranger = await signUpAndIn(t, 'stranger-chat@example.com', 'Cy Stranger');
  await setPlan(t, stranger.id, 'Premium');
});
afterAll(async () => {
  sockets.forEach((s) => s.ws.terminate());
  await t.close();
});

const conversationsOf = async (cookie: string) =>
  (await t.call(chatsApi.conversations, {}, { cookie })).json().conversations;
const messagesOf = (cookie: string, sessionId = pair.sessionId) =>
  t.call(chatsApi.messages, { params: { sessionId } }, { cookie });
const page = async (cookie: string) => (await messagesOf(cookie)).json();
async function socketOf(cookie: string) {
  const client = await memberSocket(t, cookie);
  sockets.push(client);
  return client;
}
const storedCount = async (id: string) =>
  (await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, id))).length;

describe('who may chat', () => {
  it('a member without Premium is shown the pitch (402 PREMIUM_REQUIRED) on every chat route, whatever they send', async () => {
    const free = await signUpAndIn(t, 'free-chat@example.com', 'Fay Free');
    const params = { sessionId: pair.sessionId };
    const cookie = free.cookie;
    const answers = await Promise.all([
      t.call(chatsApi.conversations, {}, { cookie }),
      messagesOf(cookie),
      sendMessage(t, cookie, pair.sessionId, 'hello'),
      sendMessage(t, cookie, pair.sessionId, ''),
      t.call(chatsApi.read, { params, body: { messageId: 'nope' } }, { cookie }),
      t.call(chatsApi.typing, { params }, { cookie }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toEqual({
        code: 'PREMIUM_REQUIRED',
        message: 'Chat with your matches is part of Premium.',
      });
    }
  });

  it('a stranger cannot read, post to, mark or type into a conversation, nor tell it exists', async () => {
    const known = await sendMessage(t, pair.a.cookie, pair.sessionId, 'Only for Bo');
    const messageId = known.json().message.id;
    const unknown = randomUUID();
    for (const sessionId of [pair.sessionId, unknown]) {
      const { cookie } = stranger;
      const answers = await Promise.all([
        messagesOf(cookie, sessionId),
        sendMessage(t, cookie, sessionId, 'hi there'),
        t.call(chatsApi.read, { params: { sessionId }, body: { messageId } }, { cookie }),
        t.call(chatsApi.typing, { params: { sessionId } }, { cookie }),
      ]);
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('This conversation does not exist.');
      }
    }
    expect(await conversationsOf(stranger.cookie)).toEqual([]);
    expect(JSON.stringify(await page(pair.b.cookie))).toContain('Only for Bo');
  });

  it("a connected match's card names the conversation", async () => {
    const { matches } = (await t.call(matchingApi.matches, {}, { cookie: pair.a.cookie })).json();
    expect(matches.find((m) => m.userId === pair.b.id)?.chatSessionId).toBe(pair.sessionId);
  });

  it('signed out: 401', async () => {
    const res = await t.call(chatsApi.conversations);
    expect(res.statusCode).toBe(401);
  });
});

describe('conversations and messages', () => {
  it('lists the match with age, location and occupation; a message arrives live and counts as unread', async () => {
    const [listed] = await conversationsOf(pair.b.cookie);
    expect(listed).toMatchObject({
      sessionId: pair.sessionId,
      with: { userId: pair.a.id, name: 'Ada' },
    });
    expect(Object.keys(listed!.with)).toEqual(
      expect.arrayContaining(['age', 'location', 'occupation', 'avatarUrl']),
    );
    const bo = await socketOf(pair.b.cookie);
    const adaOtherTab = await socketOf(pair.a.cookie);
    const before = (await conversationsOf(pair.b.cookie))[0]!.unread;

    const res = await sendMessage(t, pair.a.cookie, pair.sessionId, '  Dinner on Friday?  ');
    expect(res.statusCode).toBe(200);
    const { message } = res.json();
    expect(message).toMatchObject({
      content: 'Dinner on Friday?',
      senderId: pair.a.id,
      kind: 'text',
    });
    for (const socket of [bo, adaOtherTab])
      expect(await socket.nextEvent()).toEqual({
        type: 'chat_message.created',
        sessionId: pair.sessionId,
        messageId: message.id,
        senderId: pair.a.id,
        senderFirstName: 'Ada',
        kind: 'text',
      });
    const [after] = await conversationsOf(pair.b.cookie);
    expect(after!.unread).toBe(before + 1);
    expect(after!.lastMessage?.id).toBe(message.id);
  });

  it('a retried send is stored once; the same id with other text is refused and changes nothing', async () => {
    const id = randomUUID();
    const first = await sendMessage(t, pair.a.cookie, pair.sessionId, 'Are you free at 7?', id);
    const retry = await sendMessage(t, pair.a.cookie, pair.sessionId, 'Are you free at 7?', id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await sendMessage(t, pair.a.cookie, pair.sessionId, 'Something else', id);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('DUPLICATE_MESSAGE_ID');
    const fromBo = await sendMessage(t, pair.b.cookie, pair.sessionId, 'Are you free at 7?', id);
    expect(fromBo.json().error.code).toBe('DUPLICATE_MESSAGE_ID');
    expect(await storedCount(id)).toBe(1);
    const [row] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, id));
    expect(row!.content).toBe('Are you free at 7?');
  });

  it.each([
    ['empty', ''],
    ['whitespace only', ' \n\t '],
    ['over 4,000 characters', 'x'.repeat(4001)],
  ])('refuses a message that is %s, and stores nothing', async (_, content) => {
    const id = randomUUID();
    const res = await sendMessage(t, pair.a.cookie, pair.sessionId, content, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await storedCount(id)).toBe(0);
  });

  it('takes exactly 4,000 characters; refuses ids that are not UUIDs', async () => {
    expect((await sendMessage(t, pair.b.cookie, pair.sessionId, 'y'.repeat(4000))).statusCode).toBe(
      200,
    );
    expect((await sendMessage(t, pair.b.cookie, pair.sessionId, 'hi', 'my-id')).statusCode).toBe(
      400,
    );
    expect((await sendMessage(t, pair.b.cookie, 'not-a-session', 'hi')).statusCode).toBe(400);
  });
});

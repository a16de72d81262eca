import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatsApi, type ChatMessage } from '#shared/contracts/chats.js';
import { connectedPair, memberSocket, sendMessage } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import type { RealtimeClient } from '#server/testing/realtime-client.js';

let t: TestApp;
let pair: Awaited<ReturnType<typeof connectedPair>>;
const sockets: RealtimeClient[] = [];
const sent: ChatMessage[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  pair = await connectedPair(t, ['Iris', 'Jude']);
  // 65 messages, the two taking turns: more than two pages of 30.
  for (let i = 1; i <= 65; i++) {
    const from = i % 2 ? pair.a : pair.b;
    const res = await sendMessage(t, from.cookie, pair.sessionId, `message ${i}`);
    sent.push(res.json().message);
  }
});
afterAll(async () => {
  sockets.forEach((s) => s.ws.terminate());
  await t.close();
});

type Cursor = { before?: string; after?: string };
const history = (cookie: string, query: Cursor = {}) =>
  t.call(chatsApi.messages, { params: { sessionId: pair.sessionId }, query }, { cookie });
const page = async (cookie: string, query?: Cursor) => (await history(cookie, query)).json();
const texts = (messages: ChatMessage[]) => messages.map((m) => m.content);
const markRead = (cookie: string, messageId: string) =>
  t.call(chatsApi.read, { params: { sessionId: pair.sessionId }, body: { messageId } }, { cookie });
async function socketOf(cookie: string) {
  const client = await memberSocket(t, cookie);
  sockets.push(client);
  return client;
}

describe('history, newest first in pages, by cursor', () => {
  it('walks back through the whole thread with no gap and no repeat', async () => {
    const newest = await page(pair.b.cookie);
    expect(newest.hasMore).toBe(true);
    expect(texts(newest.messages)).toEqual(texts(sent.slice(35)));
    const middle = await page(pair.b.cookie, { before: newest.messages[0]!.id });
    expect(texts(middle.messages)).toEqual(texts(sent.slice(5, 35)));
    const oldest = await page(pair.b.cookie, { before: middle.messages[0]!.id });
    expect(oldest.hasMore).toBe(false);
    expect(texts(oldest.messages)).toEqual(texts(sent.slice(0, 5)));
  });

  it('catches up after a dropped socket: everything after the last seen message, in order', async () => {
    const seen = sent[49]!;
    const caught = await page(pair.b.cookie, { after: seen.id });
    const ids = caught.messages.map((m) => m.id);
    // All that followed, in order, at the end; before them at most a few just before the cursor
    // (late commits), which the browser already holds and merges by id.
    expect(texts(caught.messages.slice(-15))).toEqual(texts(sent.slice(50)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(caught.hasMore).toBe(false);
  });

  it('refuses a cursor from another conversation, and before and after together', async () => {
    const other = await connectedPair(t, ['Kit', 'Lou']);
    const foreign = await sendMessage(t, other.a.cookie, other.sessionId, 'elsewhere');
    const res = await history(pair.a.cookie, { before: foreign.json().message.id });
    expect(res.statusCode).toBe(404);
    const both = await history(pair.a.cookie, { before: sent[3]!.id, after: sent[1]!.id });
    expect(both.statusCode).toBe(400);
  });
});

describe('read receipts and typing', () => {
  it('reading moves the mark forward, tells the other member, and never moves it back', async () => {
    const iris = await socketOf(pair.a.cookie);
    const lastFromIris = sent[64]!; // message 65 was Iris's
    const read = await markRead(pair.b.cookie, lastFromIris.id);
    expect(read.json()).toEqual({ unread: 0 });
    expect(await iris.nextEvent()).toEqual({
      type: 'chat_message.read',
      sessionId: pair.sessionId,
      readerId: pair.b.id,
      messageId: lastFromIris.id,
    });
    const older = await markRead(pair.b.cookie, sent[10]!.id);
    expect(older.json()).toEqual({ unread: 0 });
    const list = await t.call(chatsApi.conversations, {}, { cookie: pair.a.cookie });
    expect(list.json().conversations[0]!.theirLastRead).toBe(lastFromIris.id);
  });

  it('typing reaches the other member only', async () => {
    const jude = await socketOf(pair.b.cookie);
    const params = { sessionId: pair.sessionId };
    const res = await t.call(chatsApi.typing, { params }, { cookie: pair.a.cookie });
    expect(res.json()).toEqual({ ok: true });
    expect(await jude.nextEvent()).toEqual({
      type: 'chat.typing',
      sessionId: pair.sessionId,
      userId: pair.a.id,
    });
  });
});

describe('flooding', () => {
  it('more than 20 messages in 10 seconds are slowed with 429 and a message the composer shows', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const duo = await connectedPair(limited, ['Max', 'Noa']);
      const statuses: number[] = [];
      let refusal = '';
      for (let i = 0; i < 22; i++) {
        const res = await sendMessage(limited, duo.a.cookie, duo.sessionId, `quick ${i}`);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refusal = res.json().error.message;
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.slice(20)).toEqual([429, 429]);
      expect(refusal).toMatch(/^You are sending messages too quickly\. Please wait \d+ seconds/);
    } finally {
      await limited.close();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatsApi } from '#shared/contracts/chats.js';
import { connectedPair } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { storeMessage } from './messages.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const store = (sessionId: string, senderId: string, content: string, id: string = randomUUID()) =>
  storeMessage(t.database.db, { id, sessionId, senderId, content });

/** What each send answered: stored, a retry of a stored message, or the error's code. */
const codes = (outcomes: PromiseSettledResult<Awaited<ReturnType<typeof store>>>[]) =>
  outcomes.map((o) =>
    o.status === 'fulfilled'
      ? o.value.created
        ? 'stored'
        : 'retry'
      : (o.reason as { code: string }).code,
  );

describe('messages sent at the same moment share one statement', () => {
  it('keep the order they arrived in, each with its own later time', async () => {
    const pair = await connectedPair(t, ['Oona', 'Pia']);
    // Made in one tick: the first goes alone, the other five together in the next statement.
    const sent = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        store(pair.sessionId, i % 2 ? pair.a.id : pair.b.id, `moment ${i}`),
      ),
    );
    const times = sent.map((s) => Date.parse(s.message.createdAt));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    const page = await t.call(
      chatsApi.messages,
      { params: { sessionId: pair.sessionId }, query: {} },
      { cookie: pair.b.cookie },
    );
    expect(page.json().messages.map((m: { content: string }) => m.content)).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `moment ${i}`),
    );
  });

  it('answer each send alone: a stranger, a used id and a retry beside good messages', async () => {
    const pair = await connectedPair(t, ['Quin', 'Rae']);
    const other = await connectedPair(t, ['Sol', 'Tam']);
    const first = await store(pair.sessionId, pair.a.id, 'first');
    const outcomes = await Promise.allSettled([
      store(pair.sessionId, pair.b.id, 'good one'),
      store(other.sessionId, pair.a.id, 'not my conversation'),
      store(pair.sessionId, pair.a.id, 'same id, other words', first.message.id),
      store(pair.sessionId, pair.a.id, 'first', first.message.id),
      store(pair.sessionId, pair.a.id, 'good two'),
    ]);
    expect(codes(outcomes)).toEqual([
      'stored',
      'NOT_FOUND',
      'DUPLICATE_MESSAGE_ID',
      'retry',
      'stored',
    ]);
    const page = await t.call(
      chatsApi.messages,
      { params: { sessionId: pair.sessionId }, query: {} },
      { cookie: pair.a.cookie },
    );
    expect(page.json().messages.map((m: { content: string }) => m.content)).toEqual([
      'first',
      'good one',
      'good two',
    ]);
  });

  it('two sends of one id in a group: the first is stored, the rest answered as the id says', async () => {
    const pair = await connectedPair(t, ['Uma', 'Vic']);
    const id = randomUUID();
    // The first call goes alone; the three with one id share the next statement.
    const outcomes = await Promise.allSettled([
      store(pair.sessionId, pair.a.id, 'opens the moment'),
      store(pair.sessionId, pair.a.id, 'twice', id),
      store(pair.sessionId, pair.a.id, 'twice', id),
      store(pair.sessionId, pair.b.id, 'someone else, same id', id),
    ]);
    expect(codes(outcomes)).toEqual(['stored', 'stored', 'retry', 'DUPLICATE_MESSAGE_ID']);
  });
});

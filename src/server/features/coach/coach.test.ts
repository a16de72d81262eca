import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coachApi } from '#shared/contracts/coach.js';
import { chatHistory } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { ask, coachedMember, piecesText } from '#server/testing/coach.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let ada: { id: string; cookie: string };
let bo: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  ada = await coachedMember(t, 'Ada');
  bo = await coachedMember(t, 'Bo');
});
afterAll(() => t.close());

const page = (cookie: string, before?: string) =>
  t.call(coachApi.history, { query: { before } }, { cookie });
const history = async (cookie: string, before?: string) => (await page(cookie, before)).json();
const rowsOf = (userId: string) =>
  t.database.db.select().from(chatHistory).where(eq(chatHistory.userId, userId));

describe('who may talk to the coach', () => {
  it('a member without Premium gets the pitch (402) on both routes, and nothing is stored', async () => {
    const free = await signUpAndIn(t, 'free-coach@example.com', 'Fay Free');
    const read = await page(free.cookie);
    const asked = await ask(t, free.cookie, 'How do I plan a first date?');
    expect([read.statusCode, asked.res.statusCode]).toEqual([402, 402]);
    expect(asked.res.json().error.code).toBe('PREMIUM_REQUIRED');
    expect(await rowsOf(free.id)).toHaveLength(0);
  });

  it('a visitor without a session is refused (401)', async () => {
    const res = await t.call(coachApi.ask, { body: { id: randomUUID(), content: 'hi' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('the conversation', () => {
  it('opens with the coach greeting the member by name, once', async () => {
    const first = await history(ada.cookie);
    expect(first.messages).toHaveLength(1);
    expect(first.messages[0]).toMatchObject({ fromCoach: true });
    expect(first.messages[0]!.content).toMatch(/^Hello Ada! I am your Relationship Coach\./);
    expect((await history(ada.cookie)).messages).toHaveLength(1);
  });

  it('greets a member once even when two tabs open the conversation at the same moment', async () => {
    const eve = await coachedMember(t, 'Eve');
    const [one, two] = await Promise.all([history(eve.cookie), history(eve.cookie)]);
    expect(one.messages.length + two.messages.length).toBeGreaterThan(0);
    expect((await rowsOf(eve.id)).filter((r) => !r.isUserMessage)).toHaveLength(1);
  });

  it('streams a useful reply grounded in the member’s results, and keeps both messages', async () => {
    const { res, events, id } = await ask(
      t,
      ada.cookie,
      'I have a first date on Friday, any advice?',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/x-ndjson/);
    expect(events[0]).toMatchObject({ type: 'question', message: { id, fromCoach: false } });
    const reply = events.at(-1);
    expect(reply?.type).toBe('reply');
    const text = reply?.type === 'reply' ? reply.message.content : '';
    expect(events.filter((e) => e.type === 'piece').length).toBeGreaterThan(1);
    expect(piecesText(events).trim()).toBe(text);
    expect(text).toMatch(/first date/i);
    // Grounded in her own results: her style and band, then her leading skill or, as here,
    // that none leads by much (the reports' facts decide, never a bare ranking).
    expect(text).toMatch(/As the [A-Z][a-z]+ [A-Z][a-z]+ with [A-Za-z-]+ EQ, /);
    expect(text).toMatch(
      /your (Self-Awareness|Emotional Regulation|Empathy|Social Skills|Motivation) is an asset|no single EQ skill of yours leads/,
    );
    expect(text).not.toContain('any advice?');
    const stored = (await history(ada.cookie)).messages.map((m) => [m.fromCoach, m.content]);
    expect(stored.slice(-2)).toEqual([
      [false, 'I have a first date on Friday, any advice?'],
      [true, text],
    ]);
  });

  it('answers a follow-up on the same subject with new advice, not the same three tips', async () => {
    const first = await ask(t, bo.cookie, 'How do I deal with conflict with my partner?');
    const again = await ask(t, bo.cookie, 'We had another argument last night.');
    const textOf = (e: typeof first.events) => piecesText(e);
    expect(textOf(again.events)).toMatch(/^Here are a few more ideas on that, Bo\./);
    expect(textOf(again.events)).not.toBe(textOf(first.events));
  });

  it('a member sees only their own conversation', async () => {
    const bos = (await history(bo.cookie)).messages.map((m) => m.content).join('\n');
    expect(bos).not.toContain('first date on Friday');
  });
});

describe('sending the same message twice', () => {
  it('stores a retried message once and answers it with the stored reply', async () => {
    const before = (await rowsOf(ada.id)).length;
    const first = await ask(t, ada.cookie, 'How do I ask them out?');
    const retry = await ask(t, ada.cookie, 'How do I ask them out?', first.id);
    expect(retry.events.map((e) => e.type)).toEqual(['question', 'reply']);
    expect(retry.events[1]).toEqual(first.events.at(-1));
    expect((await rowsOf(ada.id)).length).toBe(before + 2);
  });

  it('refuses an id already used for other words, or by another member (409), storing nothing', async () => {
    const first = await ask(t, ada.cookie, 'Slow replies worry me.');
    const before = (await rowsOf(ada.id)).length;
    const changed = await ask(t, ada.cookie, 'Something else entirely.', first.id);
    const foreign = await ask(t, bo.cookie, 'Slow replies worry me.', first.id);
    expect([changed.res.statusCode, foreign.res.statusCode]).toEqual([409, 409]);
    expect(changed.res.json().error.code).toBe('DUPLICATE_MESSAGE_ID');
    expect((await rowsOf(ada.id)).length).toBe(before);
  });
});

describe('bad input', () => {
  it.each([
    ['empty', ''],
    ['whitespace only', '   \n\t '],
    ['over 2,000 characters', 'x'.repeat(2001)],
  ])('%s text is refused with the error shape and nothing is stored', async (_label, content) => {
    const before = (await rowsOf(bo.id)).length;
    const { res } = await ask(t, bo.cookie, content);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await rowsOf(bo.id)).length).toBe(before);
  });

  it('a page cursor from another member’s conversation is not found', async () => {
    const adas = (await history(ada.cookie)).messages[0]!.id;
    const res = await page(bo.cookie, adas);
    expect(res.statusCode).toBe(404);
  });
});

describe('history pages', () => {
  it('walks back by cursor, newest page first, every message once', async () => {
    const cy = await coachedMember(t, 'Cy');
    await history(cy.cookie); // the greeting
    for (let i = 0; i < 17; i++) await ask(t, cy.cookie, `Tip ${i} about texting, please`);
    const newest = await history(cy.cookie);
    const older = await history(cy.cookie, newest.messages[0]!.id);
    expect([newest.messages.length, newest.hasMore]).toEqual([30, true]);
    expect([older.messages.length, older.hasMore]).toEqual([5, false]);
    const all = [...older.messages, ...newest.messages];
    expect(new Set(all.map((m) => m.id)).size).toBe(35);
    expect(all[0]!.content).toMatch(/^Hello Cy!/);
  });
});

describe('the hourly limit', () => {
  it('a member who sends more than 30 messages in an hour is slowed with a friendly 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT: 'on' });
    try {
      const dee = await coachedMember(limited, 'Dee');
      const statuses: number[] = [];
      let refusal = '';
      for (let i = 0; i < 31; i++) {
        const { res } = await ask(limited, dee.cookie, `Question ${i} about confidence`);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) refusal = res.json().error.message;
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses[30]).toBe(429);
      expect(refusal).toMatch(
        /^You have sent your coach 30 messages this hour\. Take a breather and try again in \d+ minutes\.$/,
      );
    } finally {
      await limited.close();
    }
  });
});

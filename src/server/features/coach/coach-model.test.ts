import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatHistory, prompts } from '#server/db/schema.js';
import { appOnFakeModel, ask, coachedMember, piecesText } from '#server/testing/coach.js';
import type { TestApp } from '#server/testing/create-test-app.js';
import type { FakeOpenAi } from '#server/testing/fake-openai.js';
import { DEFAULT_COACH_PROMPT } from './trainer-prompt.js';

let fake: FakeOpenAi;
let t: TestApp;
let ada: { id: string; cookie: string };
const ANSWER = 'Try a short walk and a coffee first. What would feel easy for you?';

beforeAll(async () => {
  ({ fake, t } = await appOnFakeModel('coach-model'));
  ada = await coachedMember(t, 'Ada');
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.reply = () => ({ content: ANSWER });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const replyTo = (questionId: string) =>
  t.database.db.select().from(chatHistory).where(eq(chatHistory.replyTo, questionId));

describe('the coach on a language model', () => {
  it('streams the model’s reply token by token and stores it whole', async () => {
    const { res, events, id } = await ask(t, ada.cookie, 'Where should we go on a first date?');
    expect(res.statusCode).toBe(200);
    const pieces = events.filter((e) => e.type === 'piece');
    expect(pieces.length).toBe(ANSWER.split(' ').length);
    expect(piecesText(events)).toBe(ANSWER);
    expect(events.at(-1)).toMatchObject({ type: 'reply', message: { content: ANSWER } });
    expect((await replyTo(id))[0]?.message).toBe(ANSWER);
  });

  it('instructs the model with the trainer prompt and a short summary, never raw answers', async () => {
    await ask(t, ada.cookie, 'How do I stay calm before a date?');
    const body = fake.requests[0]!.body;
    expect(body).toMatchObject({ model: 'coach-model', stream: true });
    const [system, ...turns] = body.messages!;
    expect(system!.role).toBe('system');
    expect(system!.content.startsWith(DEFAULT_COACH_PROMPT)).toBe(true);
    expect(system!.content).toMatch(
      /Emotional Connection Style: The [A-Z][\w-]+ [A-Z][\w-]+; EQ band: /,
    );
    expect(system!.content).toMatch(/Blueprint: /);
    // A summary only: no email, no answer lists, no scores of single questions.
    expect(system!.content).not.toMatch(/@example\.com|answers|choices|\[\d/);
    expect(turns.at(-1)).toEqual({ role: 'user', content: 'How do I stay calm before a date?' });
    expect(turns.some((m) => m.role === 'assistant' && m.content === ANSWER)).toBe(true);
  });

  it('uses the admin’s active dating_coach prompt in place of the default', async () => {
    // One active prompt per type: the admin's replaces the seeded default.
    await t.database.db
      .update(prompts)
      .set({ isActive: false })
      .where(eq(prompts.type, 'dating_coach'));
    await t.database.db.insert(prompts).values({
      name: 'Gentle coach',
      type: 'dating_coach',
      content: 'You are a gentle coach who answers in two sentences.',
    });
    await ask(t, ada.cookie, 'Any tips for a first message?');
    expect(fake.requests[0]!.body.messages![0]!.content).toMatch(
      /^You are a gentle coach who answers in two sentences\.\n/,
    );
  });

  it('a model that fails before writing answers 503 and keeps the question for a retry', async () => {
    fake.reply = () => ({ status: 500, content: 'boom' });
    const failed = await ask(t, ada.cookie, 'How do I handle rejection?');
    expect(failed.res.statusCode).toBe(503);
    expect(failed.res.json().error).toEqual({
      code: 'COACH_UNAVAILABLE',
      message: 'Your coach could not answer just now. Please try again in a moment.',
    });
    expect(await replyTo(failed.id)).toHaveLength(0);

    fake.reply = () => ({ content: ANSWER });
    const retried = await ask(t, ada.cookie, 'How do I handle rejection?', failed.id);
    expect(retried.events.at(-1)).toMatchObject({ type: 'reply', message: { content: ANSWER } });
    expect(await replyTo(failed.id)).toHaveLength(1);
  });

  it('a model that times out before writing answers 503 within the timeout', async () => {
    fake.reply = () => ({ content: ANSWER, delayMs: 3_000 });
    const started = Date.now();
    const { res } = await ask(t, ada.cookie, 'Is it too soon to say I love you?');
    expect(res.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('a reply that stalls part-way ends with `failed`, and nothing of it is stored', async () => {
    fake.reply = () => ({ content: ANSWER, stallAfter: 3 });
    const { res, events, id } = await ask(t, ada.cookie, 'What if they never text back?');
    expect(res.statusCode).toBe(200);
    expect(events.map((e) => e.type)).toEqual(['question', 'piece', 'piece', 'piece', 'failed']);
    expect(await replyTo(id)).toHaveLength(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compatibilityReportsApi } from '#shared/contracts/compatibility-reports.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import type { BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import { scoreEq } from '#shared/domain/eq-scoring.js';
import { blueprintProfile, prompts } from '#server/db/schema.js';
import { createAiPort } from '#server/platform/ai/index.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { longReport, startFakeOpenAi, type FakeOpenAi } from '#server/testing/fake-openai.js';
import { answersFor, eqChoiceStoring, questionsOf } from '#server/testing/quiz-answers.js';
import { BUILT_IN_SYSTEM_PROMPT } from './report-facts.js';
import { authorEqReport } from './report-author.js';
import { writeBlueprintReports, writeEqReport } from './writer/index.js';

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: 'sk-test',
    AI_MODEL: 'report-model',
  });
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.reply = () => ({ content: longReport('Model report') });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const submitEq = async (email: string) => {
  const questions = await questionsOf(t, 'emotional');
  const res = await t.call(quizzesApi.anonymousEq, {
    body: { answers: answersFor(questions, eqChoiceStoring(4)), email, fullName: 'Lena Park' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
};
const fourEverywhere = scoreEq(Array.from({ length: 25 }, (_, i) => eqChoiceStoring(4)(i)));

describe('reports written by a configured model', () => {
  it('writes the EQ report with the model, from the facts only, once per submission', async () => {
    const result = await submitEq('lena@example.com');
    expect(result.report).toBe(longReport('Model report'));
    expect(fake.requests).toHaveLength(1);
    const [system, user] = fake.requests[0]!.body.messages!;
    expect(system).toEqual({ role: 'system', content: BUILT_IN_SYSTEM_PROMPT });
    expect(user?.content).toContain('EQ total: 100 of 125 (Moderate-High EQ).');
    expect(user?.content).toContain('for Lena.');
    expect(user?.content).not.toContain('lena@example.com');
    expect(fake.requests[0]!.body.model).toBe('report-model');
  });

  it("uses the admin's active relationship_advisor trainer as the system prompt", async () => {
    const db = t.database.db;
    await db.insert(prompts).values({
      name: 'Old advisor',
      type: 'relationship_advisor',
      content: 'OLD ADVISOR',
      isActive: false,
      createdAt: new Date(Date.now() - 60_000),
    });
    await db
      .insert(prompts)
      .values({ name: 'Advisor', type: 'relationship_advisor', content: 'YOU ARE THE ADVISOR' });
    await db.insert(prompts).values({
      name: 'Paused',
      type: 'relationship_advisor',
      content: 'PAUSED',
      isActive: false,
      createdAt: new Date(Date.now() + 60_000),
    });
    await db.update(prompts).set({ isActive: false }).where(eq(prompts.type, 'dating_coach'));
    await db.insert(prompts).values({
      name: 'Coach',
      type: 'dating_coach',
      content: 'COACH',
      createdAt: new Date(Date.now() + 60_000),
    });
    await submitEq('trainer@example.com');
    expect(fake.requests[0]!.body.messages![0]).toEqual({
      role: 'system',
      content: 'YOU ARE THE ADVISOR',
    });
  });

  it.each([
    ['an answer under 300 words', () => ({ content: longReport('Too short', 250) })],
    ['an HTTP error', () => ({ status: 500, content: 'boom' })],
    ['a malformed answer', () => ({ raw: 'not json' })],
  ])('falls back to the embedded report on %s', async (_label, reply) => {
    fake.reply = reply;
    const result = await submitEq(`fallback-${Math.random()}@example.com`);
    expect(result.report).toBe(writeEqReport({ name: 'Lena Park', eq: fourEverywhere }));
  });

  it('falls back when the model is slower than the timeout', async () => {
    fake.reply = () => ({ content: longReport('Late'), delayMs: 1_000 });
    const model = { ai: createAiPort(t.config.ai, { timeoutMs: 100 }) };
    expect(await authorEqReport(t.database.db, model, { name: 'Lena', eq: fourEverywhere })).toBe(
      writeEqReport({ name: 'Lena', eq: fourEverywhere }),
    );
  });

  it('writes the five Blueprint texts with the model, each falling back on its own, and stores them once', async () => {
    const member = await signUpAndIn(t, 'kai@example.com', 'Kai');
    fake.reply = (request) =>
      request.body.messages?.[1]?.content.includes('individual insights')
        ? { status: 503 }
        : { content: longReport('Model Blueprint') };
    const questions = await questionsOf(t, 'blueprint');
    const res = await t.call(
      quizzesApi.memberBlueprint,
      { body: { answers: answersFor(questions, () => 4) } },
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(5);
    const [row] = await t.database.db
      .select()
      .from(blueprintProfile)
      .where(eq(blueprintProfile.userId, member.id));
    expect(row?.blueprintReport).toBe(longReport('Model Blueprint'));
    expect(row?.eqInsights).toBe(longReport('Model Blueprint'));
    expect(row?.relationshipDevelopmentInsights).toBe(longReport('Model Blueprint'));
    expect(row?.relationshipDirectionalInsights).toBe(longReport('Model Blueprint'));
    expect(row?.individualInsights).not.toBe(longReport('Model Blueprint'));
    expect(row?.individualInsights).toMatch(/Kai/);
    // Exactly the embedded text for the one report the model failed (Kai has no EQ result).
    const embedded = writeBlueprintReports({
      name: 'Kai',
      blueprint: row!.scores as BlueprintScores,
      eq: null,
    });
    expect(row?.individualInsights).toBe(embedded.individualInsights);
    await t.call(compatibilityReportsApi.list, {}, { cookie: member.cookie });
    expect(fake.requests).toHaveLength(5);
  });
});

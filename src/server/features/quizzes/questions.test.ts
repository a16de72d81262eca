import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { EQ_REVERSE_SCORED } from '#shared/domain/eq-scoring.js';
import { quizQuestions } from '#server/db/schema.js';
import { callUrl } from '#server/testing/call.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { questionsOf } from '#server/testing/quiz-answers.js';
import { BLUEPRINT_QUESTIONS } from './question-bank/blueprint-questions.js';
import { EQ_QUESTIONS } from './question-bank/eq-questions.js';
import { seedQuestionBanks } from './question-bank/seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowCount = async () =>
  (await t.database.db.select({ id: quizQuestions.id }).from(quizQuestions)).length;

describe('the question banks are seeded into quiz_questions and served from there', () => {
  it('serves the 25 EQ statements in quiz order, publicly', async () => {
    const questions = await questionsOf(t, 'emotional');
    expect(questions.map((q) => q.question)).toEqual(EQ_QUESTIONS.map((q) => q.question));
    expect(questions.map((q) => q.position)).toEqual([...Array(25).keys()]);
    expect(questions.every((q) => q.category === 'emotional' && q.section === null)).toBe(true);
    const reverse = await t.database.db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.category, 'emotional'), eq(quizQuestions.reverseScored, true)));
    expect(reverse.map((r) => r.position).sort((a, b) => a - b)).toEqual([...EQ_REVERSE_SCORED]);
  });

  it('serves the 60 Blueprint statements with their areas', async () => {
    const questions = await questionsOf(t, 'blueprint');
    expect(questions.map((q) => q.question)).toEqual(BLUEPRINT_QUESTIONS.map((q) => q.question));
    expect(questions.map((q) => q.section)).toEqual(BLUEPRINT_QUESTIONS.map((q) => q.section));
    expect(new Set(questions.map((q) => q.id)).size).toBe(60);
  });

  it('answers an unknown quiz kind with a 400', async () => {
    // A kind the contract's type would refuse: sent as it is.
    const res = await t.app.inject(
      callUrl(quizzesApi.questions, { params: { kind: 'personality' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('re-seeding inserts nothing and keeps an admin’s edit', async () => {
    const edited = 'When something upsets me, I can name the feeling (edited by an admin).';
    await t.database.db
      .update(quizQuestions)
      .set({ question: edited })
      .where(and(eq(quizQuestions.category, 'emotional'), eq(quizQuestions.position, 0)));
    expect(await seedQuestionBanks(t.database.db)).toBe(0);
    expect(await rowCount()).toBe(85);
    expect((await questionsOf(t, 'emotional'))[0]?.question).toBe(edited);
  });

  it('re-seeding puts back only a missing question', async () => {
    await t.database.db
      .delete(quizQuestions)
      .where(and(eq(quizQuestions.category, 'blueprint'), eq(quizQuestions.position, 59)));
    expect(await rowCount()).toBe(84);
    expect(await seedQuestionBanks(t.database.db)).toBe(1);
    const questions = await questionsOf(t, 'blueprint');
    expect(questions).toHaveLength(60);
    expect(questions[59]?.question).toBe(BLUEPRINT_QUESTIONS[59]?.question);
  });

  it('two instances seeding at once never duplicate a question', async () => {
    await t.database.db.delete(quizQuestions).where(eq(quizQuestions.category, 'emotional'));
    const inserted = await Promise.all([
      seedQuestionBanks(t.database.db),
      seedQuestionBanks(t.database.db),
    ]);
    expect(inserted.reduce((a, b) => a + b, 0)).toBe(25);
    expect(await rowCount()).toBe(85);
  });
});

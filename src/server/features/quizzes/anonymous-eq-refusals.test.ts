import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.js';
import { answersFor } from '#server/testing/quiz-answers.js';
import { createQuizTestApp, eqFlows, type QuizTestApp } from '#server/testing/quiz-flows.js';

let t: QuizTestApp;
beforeAll(async () => {
  t = await createQuizTestApp();
});
afterAll(() => t.close());

const { submit, visitor, good } = eqFlows(() => t);

describe('POST /api/quizzes/emotional/anonymous refuses bad input with a clear 4xx', () => {
  it.each<[string, () => object, number, string]>([
    // The count is the quiz's active questions, which admins can change: the server checks it.
    ['24 answers', () => ({ answers: good().slice(1) }), 422, 'INCOMPLETE_QUIZ'],
    [
      '26 answers',
      () => ({ answers: [...good(), { questionId: t.eqQuestions[0]!.id, answer: 3 }] }),
      400,
      'VALIDATION_ERROR',
    ],
    ['no answers', () => ({ answers: [] }), 400, 'VALIDATION_ERROR'],
    [
      'a duplicate question id',
      () => ({
        answers: good().map((a, i) => (i === 1 ? { ...a, questionId: t.eqQuestions[0]!.id } : a)),
      }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a 0 answer',
      () => ({ answers: good().map((a, i) => (i === 3 ? { ...a, answer: 0 } : a)) }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a 6 answer',
      () => ({ answers: good().map((a, i) => (i === 3 ? { ...a, answer: 6 } : a)) }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a 2.5 answer',
      () => ({ answers: good().map((a, i) => (i === 3 ? { ...a, answer: 2.5 } : a)) }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'a string answer',
      () => ({ answers: good().map((a, i) => (i === 3 ? { ...a, answer: '5' } : a)) }),
      400,
      'VALIDATION_ERROR',
    ],
    [
      'an unknown question id',
      () => ({ answers: good().map((a, i) => (i === 3 ? { ...a, questionId: 999_999 } : a)) }),
      422,
      'UNKNOWN_QUESTION',
    ],
    [
      'a Blueprint question id',
      () => ({
        answers: good().map((a, i) =>
          i === 3 ? { ...a, questionId: t.blueprintQuestions[0]!.id } : a,
        ),
      }),
      422,
      'WRONG_QUIZ',
    ],
    [
      'Blueprint answers',
      () => ({ answers: answersFor(t.blueprintQuestions.slice(0, 25), () => 4) }),
      422,
      'WRONG_QUIZ',
    ],
  ])('refuses %s with a clear 4xx', async (_label, body, status, code) => {
    const res = await submit({ ...visitor('bad@example.com'), ...body() });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it.each([
    ['a bad email', { email: 'not an email', fullName: 'X' }],
    ['an empty name', { email: 'x@example.com', fullName: '   ' }],
    ['a missing name', { email: 'x@example.com' }],
  ])('refuses %s', async (_label, who) => {
    const res = await submit({ answers: good(), ...who });
    expect(res.statusCode).toBe(400);
    // The address this request gave, so a mail sent despite the 400 would be found.
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, who.email)),
    ).toHaveLength(0);
  });
});

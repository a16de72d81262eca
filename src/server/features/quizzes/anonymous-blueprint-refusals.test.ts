import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempUser } from '#server/db/schema.js';
import { NO_TEMP_USER } from '#server/testing/routes.js';
import { answersFor } from '#server/testing/quiz-answers.js';
import { bluzFlows, createQuizTestApp, type QuizTestApp } from '#server/testing/quiz-flows.js';

let t: QuizTestApp;
beforeAll(async () => {
  t = await createQuizTestApp();
});
afterAll(() => t.close());

const { blueprint, tempUserId, signUp, accountOf } = bluzFlows(() => t);

describe('POST /api/quizzes/blueprint/anonymous under races and bad input', () => {
  it('lets only one of two racing sign-ups claim a temporary user, and removes the loser’s account', async () => {
    const temp = await tempUserId('race@example.com');
    const results = await Promise.all([
      signUp({ tempUserId: temp, email: 'race-a@example.com' }),
      signUp({ tempUserId: temp, email: 'race-b@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error.code).toBe('ALREADY_CLAIMED');
    const accounts = [
      await accountOf('race-a@example.com'),
      await accountOf('race-b@example.com'),
    ].filter(Boolean);
    expect(accounts).toHaveLength(1);
    const [claimed] = await t.database.db.select().from(tempUser).where(eq(tempUser.id, temp));
    expect(claimed?.claimedBy).toBe(accounts[0]?.id);
  });

  it('answers two racing sign-ups for the same email alike, and makes one account', async () => {
    const [first, second] = [
      await tempUserId('twice-1@example.com'),
      await tempUserId('twice-2@example.com'),
    ];
    const results = await Promise.all([
      signUp({ tempUserId: first, email: 'twice@example.com' }),
      signUp({ tempUserId: second, email: 'twice@example.com' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const account = await accountOf('twice@example.com');
    const used = await t.database.db
      .select()
      .from(tempUser)
      .where(eq(tempUser.email, 'twice-1@example.com'));
    expect(used[0]?.claimedBy).toBe(account?.id);
  });

  const allEq = () => [
    ...t.eqQuestions,
    ...t.eqQuestions.map((q) => ({ ...q, id: q.id + 1000 })),
    ...t.eqQuestions.slice(0, 10).map((q) => ({ ...q, id: q.id + 2000 })),
  ];
  it.each<[string, () => Record<string, unknown>, number, string]>([
    [
      'an unknown temporary user',
      () => ({ tempUserId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'NOT_FOUND',
    ],
    ['a malformed temporary user id', () => ({ tempUserId: 'abc' }), 400, 'VALIDATION_ERROR'],
    [
      'a short password',
      () => ({ tempUserId: NO_TEMP_USER, password: 'short' }),
      400,
      'VALIDATION_ERROR',
    ],
    ['a missing name', () => ({ tempUserId: NO_TEMP_USER, name: '' }), 400, 'VALIDATION_ERROR'],
    [
      '59 answers',
      () => ({
        tempUserId: NO_TEMP_USER,
        answers: answersFor(t.blueprintQuestions.slice(1), () => 3),
      }),
      422,
      'INCOMPLETE_QUIZ',
    ],
    [
      'unknown question ids',
      () => ({ tempUserId: NO_TEMP_USER, answers: answersFor(allEq(), () => 3) }),
      422,
      'UNKNOWN_QUESTION',
    ],
    [
      'an EQ answer mixed in',
      () => ({
        tempUserId: NO_TEMP_USER,
        answers: blueprint().map((a, i) =>
          i === 0 ? { ...a, questionId: t.eqQuestions[0]!.id } : a,
        ),
      }),
      422,
      'WRONG_QUIZ',
    ],
  ])('refuses %s and creates no account', async (_label, body, status, code) => {
    const res = await signUp({ email: 'refused@example.com', ...body() });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
    expect(await accountOf('refused@example.com')).toBeUndefined();
  });
});

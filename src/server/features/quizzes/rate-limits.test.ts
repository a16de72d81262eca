import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { PASSWORD, cookieFrom } from '#server/testing/accounts.js';
import { answersFor, eqChoiceStoring } from '#server/testing/quiz-answers.js';
import { createQuizTestApp, type QuizTestApp } from '#server/testing/quiz-flows.js';

/** The anonymous quiz routes create rows and send mail: strict per-IP limits (docs/security-rules.md, rule 1). */
let t: QuizTestApp;
beforeAll(async () => {
  t = await createQuizTestApp({ RATE_LIMIT: 'on' });
});
afterAll(() => t.close());

let n = 0;
const eqFrom = (ip: string, headers: Record<string, string> = {}) =>
  t.call(
    quizzesApi.anonymousEq,
    {
      body: {
        answers: answersFor(t.eqQuestions, eqChoiceStoring(4)),
        email: `v${++n}@example.com`,
        fullName: 'V',
      },
    },
    { headers, remoteAddress: ip },
  );
/**
 * A sign-up from `ip`, for a temporary user made from another address (its own EQ limit) by the
 * same browser (its quiz cookie).
 */
const blueprintFrom = async (ip: string) => {
  const eq = await eqFrom(`192.0.2.${++n % 250}`);
  return t.call(
    quizzesApi.anonymousBlueprint,
    {
      body: {
        tempUserId: eq.json().userId,
        answers: answersFor(t.blueprintQuestions, () => 3),
        email: `b${++n}@example.com`,
        name: 'B',
        password: PASSWORD,
      },
    },
    { cookie: cookieFrom(eq), remoteAddress: ip },
  );
};

describe('per-IP limits on the anonymous quiz routes', () => {
  it('allows 10 EQ submissions an hour from one client, however it rotates X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await eqFrom('198.51.100.20', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode,
      );
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await eqFrom('198.51.100.20');
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect((await eqFrom('198.51.100.21')).statusCode).toBe(200);
  });

  it('allows 5 Blueprint sign-ups per 10 minutes from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await blueprintFrom('198.51.100.30')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await blueprintFrom('198.51.100.31')).statusCode).toBe(200);
  });

  it('keeps the question lists and the link check under the general limit only', async () => {
    for (let i = 0; i < 15; i++)
      expect(
        (
          await t.call(
            quizzesApi.questions,
            { params: { kind: 'emotional' } },
            { remoteAddress: '198.51.100.20' },
          )
        ).statusCode,
      ).toBe(200);
  });
});

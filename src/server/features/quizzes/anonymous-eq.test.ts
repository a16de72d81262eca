import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { mailOutbox, tempEqResult, tempUser } from '#server/db/schema.js';
import { lastMail } from '#server/testing/accounts.js';
import { answersFor, eqAnswersTotalling, eqChoiceStoring } from '#server/testing/quiz-answers.js';
import { createQuizTestApp, eqFlows, type QuizTestApp } from '#server/testing/quiz-flows.js';
import { wordCount } from '../compatibility-reports/writer/text.js';

let t: QuizTestApp;
beforeAll(async () => {
  t = await createQuizTestApp();
});
afterAll(() => t.close());

const { submit, visitor } = eqFlows(() => t);

describe('POST /api/quizzes/emotional/anonymous', () => {
  it('scores on the server, stores the temporary user and result, and mails the /bluz link in the same go', async () => {
    const res = await submit({
      answers: answersFor(t.eqQuestions, eqChoiceStoring(4)),
      ...visitor(' Maya@Example.com '),
    });
    expect(res.statusCode).toBe(200);
    const { userId, result } = res.json();
    expect(result).toMatchObject({ score: 100, maxScore: 125, band: 'Moderate-High EQ' });
    expect(result.categoryScores).toEqual({
      'Self-Awareness': { score: 20 },
      'Emotional Regulation': { score: 20 },
      Empathy: { score: 20 },
      'Social Skills': { score: 20 },
      Motivation: { score: 20 },
    });
    expect(result.emotionalType).toMatch(/^The /);
    expect(wordCount(result.report)).toBeGreaterThanOrEqual(300);
    const [temp] = await t.database.db.select().from(tempUser).where(eq(tempUser.id, userId));
    expect(temp).toMatchObject({
      email: 'maya@example.com',
      fullName: 'Maya Lin',
      claimedBy: null,
    });
    const [stored] = await t.database.db
      .select()
      .from(tempEqResult)
      .where(eq(tempEqResult.tempUserId, userId));
    expect(stored).toMatchObject({ score: 100, report: result.report });
    const mail = await lastMail(t, 'maya@example.com');
    expect(mail?.subject).toBe('Your Emotional Connection Style');
    expect(mail?.kind).toBe('eq-results');
    expect(mail?.text).toMatch(
      new RegExp(`${t.config.appUrl}/bluz\\?user_id=${userId}&key=[\\w-]{43}\\s`),
    );
    expect(mail?.text).toContain('Complete your Compatibility Decoder');
    expect(mail?.text).toContain(result.emotionalType);
  });

  it('ignores a score sent by the browser', async () => {
    const res = await submit({
      answers: eqAnswersTotalling(t.eqQuestions, 80),
      score: 125,
      total: 125,
      ...visitor('cheat@example.com'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.score).toBe(80);
  });

  it('accepts exactly 70 and refuses 69 with EQ_BELOW_THRESHOLD, storing and mailing nothing', async () => {
    expect(
      (
        await submit({
          answers: eqAnswersTotalling(t.eqQuestions, 70),
          ...visitor('seventy@example.com'),
        })
      ).json().result.score,
    ).toBe(70);
    const low = await submit({
      answers: eqAnswersTotalling(t.eqQuestions, 69),
      ...visitor('low@example.com'),
    });
    expect(low.statusCode).toBe(422);
    expect(low.json().error.code).toBe('EQ_BELOW_THRESHOLD');
    expect(
      await t.database.db.select().from(tempUser).where(eq(tempUser.email, 'low@example.com')),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'low@example.com')),
    ).toHaveLength(0);
  });

  it('reverse-scores positions 2, 9, 14, 16 and 22', async () => {
    const allFives = await submit({
      answers: answersFor(t.eqQuestions, () => 5),
      ...visitor('fives@example.com'),
    });
    expect(allFives.json().result.score).toBe(20 * 5 + 5 * 1);
  });
});

describe('GET /api/quizzes/temp-users/:id', () => {
  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', '1', 'a'.repeat(90)])(
    'answers 404 NOT_FOUND for %s',
    async (id) => {
      const res = await t.call(quizzesApi.tempUser, { params: { id } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    },
  );
});

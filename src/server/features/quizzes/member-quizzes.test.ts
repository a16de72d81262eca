import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizzesApi, type Answer } from '#shared/contracts/quizzes.js';
import type { BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import { blueprintProfile, emotionalProfile, profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { eqScoreFrom } from '../compatibility-reports/stored-eq.js';
import { writeBlueprintReports } from '../compatibility-reports/writer/index.js';
import { answersFor, eqAnswersTotalling, eqChoiceStoring } from '#server/testing/quiz-answers.js';
import { createQuizTestApp, type QuizTestApp } from '#server/testing/quiz-flows.js';

let t: QuizTestApp;
let member: { cookie: string; id: string };
beforeAll(async () => {
  t = await createQuizTestApp();
  member = await signUpAndIn(t, 'sam@example.com', 'Sam Rivera');
});
afterAll(() => t.close());

const takeEq = (answers: Answer[]) =>
  t.call(quizzesApi.memberEq, { body: { answers } }, { cookie: member.cookie });
const takeBlueprint = (answers: Answer[]) =>
  t.call(quizzesApi.memberBlueprint, { body: { answers } }, { cookie: member.cookie });
const eqRows = () =>
  t.database.db.select().from(emotionalProfile).where(eq(emotionalProfile.userId, member.id));
const profile = async () =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, member.id)))[0]!;

describe('POST /api/quizzes/emotional (signed in)', () => {
  it('is for members only', async () => {
    const res = await t.call(quizzesApi.memberEq, {
      body: { answers: answersFor(t.eqQuestions, () => 3) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('stores a new EQ result on each take and updates the emotional type', async () => {
    // A score of its own is ignored: the server scores the answers.
    const first = await t.call(
      quizzesApi.memberEq,
      { rawBody: { answers: answersFor(t.eqQuestions, eqChoiceStoring(5)), score: 1 } },
      { cookie: member.cookie },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ score: 125, band: 'Exceptional EQ' });
    expect((await profile()).emotionalType).toBe(first.json().result.emotionalType);

    const second = await takeEq(eqAnswersTotalling(t.eqQuestions, 90));
    expect(second.json().result).toMatchObject({ score: 90, band: 'Moderate-High EQ' });
    expect(await eqRows()).toHaveLength(2);
    expect((await profile()).emotionalType).toBe(second.json().result.emotionalType);
  });

  it('refuses a total below 70 with EQ_BELOW_THRESHOLD and stores nothing', async () => {
    const res = await takeEq(eqAnswersTotalling(t.eqQuestions, 50));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('EQ_BELOW_THRESHOLD');
    expect(await eqRows()).toHaveLength(2);
  });

  it('refuses Blueprint ids in an EQ submission', async () => {
    const res = await takeEq(answersFor(t.blueprintQuestions.slice(0, 25), () => 3));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('WRONG_QUIZ');
  });
});

describe('POST /api/quizzes/blueprint (signed in)', () => {
  it('is for members only', async () => {
    const res = await t.call(quizzesApi.memberBlueprint, {
      body: { answers: answersFor(t.blueprintQuestions, () => 3) },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores the Blueprint and its reports, reading the newest EQ result', async () => {
    const res = await takeBlueprint(answersFor(t.blueprintQuestions, (p) => (p < 30 ? 5 : 2)));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await t.database.db
      .select()
      .from(blueprintProfile)
      .where(eq(blueprintProfile.userId, member.id));
    expect(row?.scores).toMatchObject({
      sections: { values: 100, communication: 100, lifestyle: 25, goals: 25 },
      answered: 60,
    });
    // Written from the newest EQ result (the 90), exactly as the embedded writer does.
    const [newest] = (await eqRows()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const stored = newest!.eqResult as {
      score: number;
      categoryScores: Record<string, { score: number }>;
    };
    expect(stored.score).toBe(90);
    const expected = writeBlueprintReports({
      name: 'Sam Rivera',
      blueprint: row!.scores as BlueprintScores,
      eq: eqScoreFrom(90, stored.categoryScores),
    });
    expect(row?.eqInsights).toBe(expected.eqInsights);
    expect(row?.individualInsights).toMatch(/Sam/);
    // The EQ overview, written before the Decoder, no longer invites the member to it.
    expect(newest!.eqInsights).not.toContain('The Compatibility Decoder adds');
    expect(newest!.eqInsights).toContain('Your Blueprint reports read this style');
  });

  it('replaces the Blueprint on a retake (one row per member)', async () => {
    const before = (
      await t.database.db
        .select()
        .from(blueprintProfile)
        .where(eq(blueprintProfile.userId, member.id))
    )[0]!;
    const res = await takeBlueprint(answersFor(t.blueprintQuestions, () => 1));
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(blueprintProfile)
      .where(eq(blueprintProfile.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.scores).toMatchObject({
      sections: { values: 0, communication: 0, lifestyle: 0, goals: 0 },
    });
    expect(rows[0]?.individualInsights).not.toBe(before.individualInsights);
  });

  it('rewrites the Blueprint reports when the EQ is retaken afterwards', async () => {
    const blueprintRow = async () =>
      (
        await t.database.db
          .select()
          .from(blueprintProfile)
          .where(eq(blueprintProfile.userId, member.id))
      )[0]!;
    const before = await blueprintRow();
    const res = await takeEq(eqAnswersTotalling(t.eqQuestions, 120));
    expect(res.statusCode).toBe(200);
    const after = await blueprintRow();
    const stored = res.json().result;
    const expected = writeBlueprintReports({
      name: 'Sam Rivera',
      blueprint: after.scores as BlueprintScores,
      eq: eqScoreFrom(stored.score, stored.categoryScores),
    });
    expect(after.eqInsights).toBe(expected.eqInsights);
    expect(after.eqInsights).not.toBe(before.eqInsights);
  });

  it('refuses EQ ids, wrong counts and out-of-range values', async () => {
    const eqIds = await takeBlueprint(
      answersFor(t.blueprintQuestions, () => 3).map((a, i) =>
        i === 5 ? { ...a, questionId: t.eqQuestions[5]!.id } : a,
      ),
    );
    expect(eqIds.json().error.code).toBe('WRONG_QUIZ');
    const short = await takeBlueprint(answersFor(t.blueprintQuestions.slice(0, 59), () => 3));
    expect(short.statusCode).toBe(422);
    expect(short.json().error.code).toBe('INCOMPLETE_QUIZ');
    const six = await takeBlueprint(answersFor(t.blueprintQuestions, () => 6));
    expect(six.statusCode).toBe(400);
  });
});

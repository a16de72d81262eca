import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminQuizzesApi,
  type AdminQuestion,
  type QuestionInput,
} from '#shared/contracts/admin-quizzes.js';
import { compatibilityReportsApi } from '#shared/contracts/compatibility-reports.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import type { BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import { auditLog, blueprintProfile, quizQuestions } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import type { CallOptions } from '#server/testing/call.js';
import { answersFor, eqChoiceStoring, questionsOf } from '#server/testing/quiz-answers.js';
import { createQuizTestApp, type QuizTestApp } from '#server/testing/quiz-flows.js';

let t: QuizTestApp;
let admin: { cookie: string; id: string };
let asAdmin: CallOptions;
let member: { cookie: string; id: string };
beforeAll(async () => {
  t = await createQuizTestApp();
  admin = await signUpAndIn(t, 'quiz-admin@example.com', 'Ada Admin', 'admin');
  asAdmin = { cookie: admin.cookie };
  member = await signUpAndIn(t, 'quiz-member@example.com', 'Sam Member');
});
afterAll(() => t.close());

const question = (id: unknown) => t.call(adminQuizzesApi.get, { params: { id } }, asAdmin);
const create = (body: QuestionInput) => t.call(adminQuizzesApi.create, { body }, asAdmin);
const update = (id: unknown, body: QuestionInput) =>
  t.call(adminQuizzesApi.update, { params: { id }, body }, asAdmin);
const remove = (id: unknown, options = asAdmin) =>
  t.call(adminQuizzesApi.remove, { params: { id } }, options);
const audits = () =>
  t.database.db.select().from(auditLog).where(like(auditLog.action, 'admin.quiz-question.%'));
const rowCount = async () => (await t.database.db.select().from(quizQuestions)).length;
const eqServed = () => questionsOf(t, 'emotional');
const takeEq = async (stored = 4) =>
  t.call(
    quizzesApi.memberEq,
    { body: { answers: answersFor(await eqServed(), eqChoiceStoring(stored)) } },
    { cookie: member.cookie },
  );
const eqReport = async () =>
  (await t.call(compatibilityReportsApi.list, {}, { cookie: member.cookie })).json().eq;

const newEq: QuestionInput = {
  question: 'I can tell when a friend needs space.',
  category: 'emotional',
  variable: 'reading_space',
};

describe('the admin question directory', () => {
  it('lists active questions a page at a time in quiz order, with the counts', async () => {
    const res = await t.call(adminQuizzesApi.list, {}, asAdmin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toEqual({ total: 85, blueprint: 60, emotional: 25 });
    expect(body.total).toBe(85);
    expect(body.questions.map((q) => [q.category, q.position])).toEqual(
      [...Array(10).keys()].map((p) => ['emotional', p]),
    );
    const query = { category: 'blueprint', pageSize: 50, page: 2 } as const;
    const last = (await t.call(adminQuizzesApi.list, { query }, asAdmin)).json();
    expect(last.total).toBe(60);
    expect(last.questions.map((q) => q.position)).toEqual([...Array(10).keys()].map((p) => p + 50));
  });

  it.each(['pageSize=7', 'page=0', 'category=personality'])('refuses %s with a 400', async (q) => {
    // Written by hand on purpose: the contract's query type would not let these through.
    const res = await t.app.inject({
      url: `${adminQuizzesApi.list.path}?${q}`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('is for admins only', async () => {
    const tester = await signUpAndIn(t, 'quiz-tester@example.com', 'Tess', 'tester');
    const first = t.eqQuestions[0]!.id;
    for (const cookie of [member.cookie, tester.cookie]) {
      expect((await t.call(adminQuizzesApi.list, {}, { cookie })).statusCode).toBe(403);
      expect((await remove(first, { cookie })).statusCode).toBe(403);
      expect((await t.call(adminQuizzesApi.create, { body: newEq }, { cookie })).statusCode).toBe(
        403,
      );
    }
    expect(await rowCount()).toBe(85);
  });
});

describe('creating, editing and deleting questions', () => {
  let created: AdminQuestion;

  it.each<[string, object]>([
    ['an empty question', { ...newEq, question: '   ' }],
    ['a question of 501 characters', { ...newEq, question: 'x'.repeat(501) }],
    ['a Blueprint question without an area', { ...newEq, category: 'blueprint' }],
    ['a type the quizzes cannot serve', { ...newEq, questionType: 'text' }],
    ['an unknown category', { ...newEq, category: 'personality' }],
  ])('refuses %s with a 400 and changes nothing', async (_label, body) => {
    const res = await t.call(adminQuizzesApi.create, { rawBody: body }, asAdmin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(await rowCount()).toBe(85);
    expect(await audits()).toHaveLength(0);
  });

  it('adds a question at the end of its quiz, which then serves and scores it', async () => {
    const res = await create(newEq);
    expect(res.statusCode).toBe(200);
    created = res.json().question;
    expect(created).toMatchObject({ position: 25, questionType: 'scale', answered: false });
    expect((await eqServed()).at(-1)?.id).toBe(created.id);
    expect((await question(created.id)).json().question.id).toBe(created.id);
    const taken = await takeEq();
    expect(taken.statusCode).toBe(200);
    expect(taken.json().result).toMatchObject({ score: 100, maxScore: 125 });
    expect((await audits()).map((a) => [a.action, a.actorId, a.targetId])).toEqual([
      ['admin.quiz-question.create', admin.id, String(created.id)],
    ]);
  });

  it('edits the wording of an answered question but not what it measures', async () => {
    const wording = await update(created.id, { ...newEq, question: 'Reworded.' });
    expect(wording.statusCode).toBe(200);
    expect(wording.json().question).toMatchObject({ question: 'Reworded.', answered: true });
    const trait = await update(created.id, { ...newEq, variable: 'other' });
    expect(trait.statusCode).toBe(409);
    expect(trait.json().error.code).toBe('QUESTION_ANSWERED');
    const move = await update(created.id, { ...newEq, category: 'blueprint', section: 'values' });
    expect(move.json().error.code).toBe('CATEGORY_FIXED');
    const [row] = await t.database.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.id, created.id));
    expect(row).toMatchObject({
      question: 'Reworded.',
      variable: 'reading_space',
      category: 'emotional',
    });
    expect(await audits()).toHaveLength(2);
  });

  it('retires an answered question: no longer served, past results intact, the quiz still scores', async () => {
    const before = await eqReport();
    const res = await remove(created.id);
    expect(res.json()).toEqual({ outcome: 'retired' });
    const [row] = await t.database.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.id, created.id));
    expect(row?.retiredAt).toBeInstanceOf(Date);
    expect((await eqServed()).map((q) => q.id)).not.toContain(created.id);
    expect((await question(created.id)).statusCode).toBe(404);
    expect(await eqReport()).toEqual(before);
    // A stale page that still answers the retired question is told to reload.
    const answers = [
      ...answersFor(await eqServed(), () => 4),
      { questionId: created.id, answer: 4 },
    ];
    const stale = await t.call(
      quizzesApi.memberEq,
      { body: { answers } },
      { cookie: member.cookie },
    );
    expect(stale.json().error.code).toBe('UNKNOWN_QUESTION');
    expect((await takeEq(5)).json().result.score).toBe(125);
  });

  it('deletes a question nobody answered', async () => {
    const fresh = (await create(newEq)).json().question;
    expect(fresh.position).toBe(26);
    const res = await remove(fresh.id);
    expect(res.json()).toEqual({ outcome: 'deleted' });
    expect(
      await t.database.db.select().from(quizQuestions).where(eq(quizQuestions.id, fresh.id)),
    ).toEqual([]);
    expect(
      (await audits()).filter((a) => a.targetId === String(fresh.id)).map((a) => a.meta),
    ).toEqual([
      { category: 'emotional', position: 26 },
      { category: 'emotional', outcome: 'deleted' },
    ]);
  });

  it('answers unknown or malformed ids with 404 / 400 and changes nothing', async () => {
    const count = await rowCount();
    expect((await remove(999999)).statusCode).toBe(404);
    expect((await update(999999, newEq)).json().error.code).toBe('NOT_FOUND');
    expect((await question('abc')).statusCode).toBe(400);
    expect(await rowCount()).toBe(count);
  });

  it('keeps the Blueprint scoring and its matching answers in bank order after a retirement', async () => {
    const third = t.blueprintQuestions[2]!;
    expect((await remove(third.id)).json()).toEqual({ outcome: 'retired' });
    const served = await questionsOf(t, 'blueprint');
    expect(served).toHaveLength(59);
    const res = await t.call(
      quizzesApi.memberBlueprint,
      { body: { answers: answersFor(served, () => 5) } },
      { cookie: member.cookie },
    );
    expect(res.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(blueprintProfile)
      .where(and(eq(blueprintProfile.userId, member.id)));
    const scores = stored!.scores as BlueprintScores;
    expect(scores.answered).toBe(59);
    expect(scores.answers).toEqual(Array(60).fill(5));
  });
});

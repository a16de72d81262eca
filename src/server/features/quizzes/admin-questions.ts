import { and, asc, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminQuestion,
  QuestionCounts,
  questionInput,
  questionListQuery,
} from '#shared/contracts/admin-quizzes.js';
import { MAX_QUIZ_QUESTIONS, type QuizKind } from '#shared/contracts/quizzes.js';
import type { Db } from '#server/db/connect.js';
import { quizQuestions } from '#server/db/schema.js';
import { recordAudit } from '../audit/index.js';
import { quizErrors } from './errors.js';
import {
  bankSize,
  isBuiltIn,
  lastAnswered,
  toAdminQuestion,
  wasAnswered,
  type QuestionRow,
} from './question-usage.js';

/**
 * The admin panel's question directory (docs/product-rules.md §2, Quizzes tab). Admins work on
 * active questions only; every change is audited with who, what and the question's id.
 */
type ListQuery = z.output<typeof questionListQuery>;
type Input = z.output<typeof questionInput>;

const active = isNull(quizQuestions.retiredAt);
const ofQuiz = (kind: QuizKind) => and(eq(quizQuestions.category, kind), active);
const questionNotFound = () => quizErrors.fail('NOT_FOUND', 'Question not found');

async function activeCounts(db: Db): Promise<QuestionCounts> {
  const rows = await db
    .select({ category: quizQuestions.category, n: count() })
    .from(quizQuestions)
    .where(active)
    .groupBy(quizQuestions.category);
  const of = (kind: QuizKind) => rows.find((r) => r.category === kind)?.n ?? 0;
  return {
    total: of('emotional') + of('blueprint'),
    emotional: of('emotional'),
    blueprint: of('blueprint'),
  };
}

/** One page in quiz order: the EQ quiz first, then the Blueprint, each by position. */
export async function listAdminQuestions(db: Db, query: ListQuery) {
  const where = query.category ? ofQuiz(query.category) : active;
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(where)
    .orderBy(desc(quizQuestions.category), asc(quizQuestions.position))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const counts = await activeCounts(db);
  const last = await lastAnswered(db);
  return {
    questions: rows.map((r) => toAdminQuestion(r, last)),
    total: query.category ? counts[query.category] : counts.total,
    counts,
  };
}

async function activeRow(db: Db, id: number, lock = false): Promise<QuestionRow> {
  const query = db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.id, id), active));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw questionNotFound();
  return row;
}

export async function getAdminQuestion(db: Db, id: number): Promise<AdminQuestion> {
  return toAdminQuestion(await activeRow(db, id), await lastAnswered(db));
}

const fieldsOf = (input: Input) => ({
  question: input.question,
  section: input.section,
  variable: input.variable,
  questionType: input.questionType,
  reverseScored: input.reverseScored,
});

/** A new question goes to the end of its quiz (after the built-in statements' places). */
export async function createQuestion(db: Db, actorId: string, input: Input) {
  const row = await db.transaction(async (tx) => {
    // One creation per quiz at a time, so two admins never race for the same place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quiz:${input.category}`}))`);
    const [stats] = await tx
      .select({ n: count(), last: max(quizQuestions.position) })
      .from(quizQuestions)
      .where(eq(quizQuestions.category, input.category));
    const [live] = await tx
      .select({ n: count() })
      .from(quizQuestions)
      .where(ofQuiz(input.category));
    if ((live?.n ?? 0) >= MAX_QUIZ_QUESTIONS)
      throw quizErrors.fail('QUIZ_FULL', `A quiz holds at most ${MAX_QUIZ_QUESTIONS} questions.`);
    const position = Math.max((stats?.last ?? -1) + 1, bankSize(input.category));
    const [created] = await tx
      .insert(quizQuestions)
      .values({ ...fieldsOf(input), category: input.category, position })
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'admin.quiz-question.create',
      targetId: String(created!.id),
      meta: { category: input.category, position },
    });
    return created!;
  });
  return toAdminQuestion(row, await lastAnswered(db));
}

/**
 * Wording can always change. What a question measures (area, trait, keying, type) can change
 * only while nobody has answered it, so stored results and scoring keep their meaning; a
 * question never moves to the other quiz.
 */
export async function updateQuestion(db: Db, actorId: string, id: number, input: Input) {
  const last = await lastAnswered(db);
  const row = await db.transaction(async (tx) => {
    const current = await activeRow(tx, id, true);
    if (input.category !== current.category)
      throw quizErrors.fail(
        'CATEGORY_FIXED',
        'A question stays in its quiz. Create a new question in the other quiz instead.',
      );
    const next = fieldsOf(input);
    const measures = (['section', 'variable', 'questionType', 'reverseScored'] as const).filter(
      (k) => next[k] !== current[k],
    );
    if (measures.length && wasAnswered(current, last))
      throw quizErrors.fail(
        'QUESTION_ANSWERED',
        'Members have answered this question, so only its wording can change. Delete it and create a new one instead.',
      );
    const [updated] = await tx
      .update(quizQuestions)
      .set(next)
      .where(eq(quizQuestions.id, id))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: 'admin.quiz-question.update',
      targetId: String(id),
      meta: { category: current.category, changed: ['question', ...measures].join(',') },
    });
    return updated!;
  });
  return toAdminQuestion(row, last);
}

/**
 * Deletes a question nobody answered; retires one members answered (or a built-in statement):
 * it is no longer served, while their results and reports stay as they are.
 */
export async function removeQuestion(db: Db, actorId: string, id: number) {
  const last = await lastAnswered(db);
  return db.transaction(async (tx) => {
    const current = await activeRow(tx, id, true);
    const kind = current.category as QuizKind;
    const [live] = await tx.select({ n: count() }).from(quizQuestions).where(ofQuiz(kind));
    if ((live?.n ?? 0) <= 1)
      throw quizErrors.fail('LAST_QUESTION', 'A quiz needs at least one question.');
    const retire = wasAnswered(current, last) || isBuiltIn(current);
    if (retire)
      await tx.update(quizQuestions).set({ retiredAt: new Date() }).where(eq(quizQuestions.id, id));
    else await tx.delete(quizQuestions).where(eq(quizQuestions.id, id));
    const outcome = retire ? ('retired' as const) : ('deleted' as const);
    await recordAudit(tx, {
      actorId,
      action: 'admin.quiz-question.delete',
      targetId: String(id),
      meta: { category: kind, outcome },
    });
    return { outcome };
  });
}

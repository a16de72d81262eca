import { max } from 'drizzle-orm';
import type { AdminQuestion } from '#shared/contracts/admin-quizzes.js';
import type { QuizKind } from '#shared/contracts/quizzes.js';
import type { Db } from '#server/db/connect.js';
import type { quizQuestions } from '#server/db/schema.js';
import { blueprintProfile, emotionalProfile, tempEqResult } from '#server/db/schema.js';
import { BLUEPRINT_QUESTIONS } from './question-bank/blueprint-questions.js';
import { EQ_QUESTIONS } from './question-bank/eq-questions.js';

export type QuestionRow = typeof quizQuestions.$inferSelect;

/**
 * When each quiz was last answered. Answers are stored per result, not per question, but every
 * submission answers every active question: a question was answered once a result of its quiz
 * was stored (or, for the Blueprint, last replaced) at or after the question was created.
 */
export type LastAnswered = Record<QuizKind, Date | null>;

const newest = (...dates: (Date | null | undefined)[]) =>
  dates.reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);

export async function lastAnswered(db: Db): Promise<LastAnswered> {
  const [member] = await db.select({ at: max(emotionalProfile.createdAt) }).from(emotionalProfile);
  const [visitor] = await db.select({ at: max(tempEqResult.createdAt) }).from(tempEqResult);
  const [blueprint] = await db
    .select({ at: max(blueprintProfile.updatedAt) })
    .from(blueprintProfile);
  return { emotional: newest(member?.at, visitor?.at), blueprint: newest(blueprint?.at) };
}

export function wasAnswered(row: QuestionRow, last: LastAnswered): boolean {
  const at = last[row.category as QuizKind];
  return at !== null && at >= row.createdAt;
}

/**
 * The built-in statements hold the first places of each quiz; the start-up seed puts back any
 * of those places that is missing, so a built-in statement is always retired, never deleted.
 */
export const bankSize = (kind: QuizKind) =>
  kind === 'emotional' ? EQ_QUESTIONS.length : BLUEPRINT_QUESTIONS.length;

/** One of the built-in statements (they hold the first places of their quiz). */
export const isBuiltIn = (row: QuestionRow) => row.position < bankSize(row.category as QuizKind);

export function toAdminQuestion(row: QuestionRow, last: LastAnswered): AdminQuestion {
  return {
    id: row.id,
    question: row.question,
    category: row.category as QuizKind,
    section: row.section as AdminQuestion['section'],
    variable: row.variable,
    questionType: row.questionType as AdminQuestion['questionType'],
    reverseScored: row.reverseScored,
    position: row.position,
    answered: wasAnswered(row, last),
    builtIn: isBuiltIn(row),
    createdAt: row.createdAt.toISOString(),
  };
}

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Answer, QuizKind, QuizQuestion } from '#shared/contracts/quizzes.js';
import {
  BLUEPRINT_SECTIONS,
  type BlueprintAnswer,
  type BlueprintSection,
} from '#shared/domain/blueprint-scoring.js';
import type { Db } from '#server/db/connect.js';
import { quizQuestions } from '#server/db/schema.js';
import { quizErrors } from './errors.js';

const isSection = (s: string | null): s is BlueprintSection =>
  (BLUEPRINT_SECTIONS as readonly (string | null)[]).includes(s);

/** One quiz's active questions (retired ones are left out) in quiz order, as rows. */
export const activeQuestionRows = (db: Db, kind: QuizKind) =>
  db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.category, kind), isNull(quizQuestions.retiredAt)))
    .orderBy(asc(quizQuestions.position));

/** One quiz's questions in quiz order, as the quiz pages show them. */
export async function listQuestions(db: Db, kind: QuizKind): Promise<QuizQuestion[]> {
  const rows = await activeQuestionRows(db, kind);
  return rows.map((r) => ({
    id: r.id,
    question: r.question,
    category: kind,
    section: isSection(r.section) ? r.section : null,
    position: r.position,
    reverseScored: r.reverseScored,
  }));
}

/**
 * The questions an answer set names, checked against the quiz, in quiz order: every id must be
 * one of this quiz's active questions, and together they must cover all of them (the contract
 * already refused duplicate ids). A retired question counts as unknown: the quiz changed.
 */
async function answeredQuestions(db: Db, kind: QuizKind, answers: readonly Answer[]) {
  const active = await activeQuestionRows(db, kind);
  const byId = new Map(active.map((r) => [r.id, r]));
  const unknown = answers.filter((a) => !byId.has(a.questionId)).map((a) => a.questionId);
  if (unknown.length) {
    const rows = await db.select().from(quizQuestions).where(inArray(quizQuestions.id, unknown));
    const otherQuiz = rows.filter((r) => r.category !== kind && !r.retiredAt);
    if (otherQuiz.length && otherQuiz.length === unknown.length) {
      throw quizErrors.fail(
        'WRONG_QUIZ',
        `Some answers are for questions of another quiz than the ${kind} quiz.`,
      );
    }
    throw quizErrors.fail(
      'UNKNOWN_QUESTION',
      'Some answers are for questions that do not exist. Please reload the quiz.',
    );
  }
  if (answers.length !== active.length) {
    throw quizErrors.fail(
      'INCOMPLETE_QUIZ',
      'The answers do not cover every question of this quiz. Please reload the quiz.',
    );
  }
  const choice = new Map(answers.map((a) => [a.questionId, a.answer]));
  return active.map((question) => ({ answer: choice.get(question.id)!, question }));
}

/** EQ choices (1-5) in quiz order with each item's keying, ready for scoreEq. */
export async function eqChoicesInOrder(
  db: Db,
  answers: readonly Answer[],
): Promise<{ choices: number[]; reverse: boolean[] }> {
  const answered = await answeredQuestions(db, 'emotional', answers);
  return {
    choices: answered.map((a) => a.answer),
    reverse: answered.map((a) => a.question.reverseScored),
  };
}

/** Blueprint answers in quiz order with the trait, area and place of each question, for scoreBlueprint. */
export async function blueprintAnswersOf(
  db: Db,
  answers: readonly Answer[],
): Promise<(BlueprintAnswer & { position: number })[]> {
  const answered = await answeredQuestions(db, 'blueprint', answers);
  return answered.map(({ answer, question }) => {
    if (!isSection(question.section) || !question.variable) {
      throw quizErrors.fail(
        'INCOMPLETE_QUIZ',
        'A Blueprint question is missing its area. Please tell us so we can fix it.',
      );
    }
    return {
      variable: question.variable,
      section: question.section,
      value: answer,
      position: question.position,
    };
  });
}

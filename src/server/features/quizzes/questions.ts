import { asc, eq, inArray } from 'drizzle-orm';
import type { Answer, QuizKind, QuizQuestion } from '../../../shared/contracts/quizzes.js';
import {
  BLUEPRINT_SECTIONS,
  type BlueprintAnswer,
  type BlueprintSection,
} from '../../../shared/domain/blueprint-scoring.js';
import type { Db } from '../../db/connect.js';
import { quizQuestions } from '../../db/schema.js';
import { AppError } from '../../plugins/errors.js';

const isSection = (s: string | null): s is BlueprintSection =>
  (BLUEPRINT_SECTIONS as readonly (string | null)[]).includes(s);

/** One quiz's questions in quiz order, as the quiz pages show them. */
export async function listQuestions(db: Db, kind: QuizKind): Promise<QuizQuestion[]> {
  const rows = await db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.category, kind))
    .orderBy(asc(quizQuestions.position));
  return rows.map((r) => ({
    id: r.id,
    question: r.question,
    category: kind,
    section: isSection(r.section) ? r.section : null,
    position: r.position,
  }));
}

const unprocessable = (code: string, message: string) => new AppError(422, code, message);

/**
 * The questions an answer set names, checked against the quiz: every id must be one of this
 * quiz's questions, and together they must cover its positions 0..n-1 exactly once (the
 * contract already fixed the count and refused duplicate ids).
 */
async function answeredQuestions(db: Db, kind: QuizKind, answers: readonly Answer[]) {
  const ids = answers.map((a) => a.questionId);
  const rows = await db.select().from(quizQuestions).where(inArray(quizQuestions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) {
    throw unprocessable(
      'UNKNOWN_QUESTION',
      'Some answers are for questions that do not exist. Please reload the quiz.',
    );
  }
  if (rows.some((r) => r.category !== kind)) {
    throw unprocessable(
      'WRONG_QUIZ',
      `Some answers are for questions of another quiz than the ${kind} quiz.`,
    );
  }
  const positions = new Set(rows.map((r) => r.position));
  if (
    positions.size !== answers.length ||
    [...positions].some((p) => p < 0 || p >= answers.length)
  ) {
    throw unprocessable(
      'INCOMPLETE_QUIZ',
      'The answers do not cover every question of this quiz. Please reload the quiz.',
    );
  }
  return answers.map((a) => ({ answer: a.answer, question: byId.get(a.questionId)! }));
}

/** EQ choices (1-5) in quiz order, ready for scoreEq. */
export async function eqChoicesInOrder(db: Db, answers: readonly Answer[]): Promise<number[]> {
  const answered = await answeredQuestions(db, 'emotional', answers);
  const choices = new Array<number>(answers.length);
  for (const { answer, question } of answered) choices[question.position] = answer;
  return choices;
}

/** Blueprint answers with the trait and area each question measures, ready for scoreBlueprint. */
export async function blueprintAnswersOf(
  db: Db,
  answers: readonly Answer[],
): Promise<BlueprintAnswer[]> {
  const answered = await answeredQuestions(db, 'blueprint', answers);
  return answered
    .sort((a, b) => a.question.position - b.question.position)
    .map(({ answer, question }) => {
      if (!isSection(question.section) || !question.variable) {
        throw unprocessable(
          'INCOMPLETE_QUIZ',
          'A Blueprint question is missing its area. Please tell us so we can fix it.',
        );
      }
      return { variable: question.variable, section: question.section, value: answer };
    });
}

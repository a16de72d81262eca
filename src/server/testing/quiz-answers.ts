import {
  quizzesApi,
  type Answer,
  type QuizKind,
  type QuizQuestion,
} from '#shared/contracts/quizzes.js';
import { isReverseScored } from '#shared/domain/eq-scoring.js';
import type { TestApp } from './create-test-app.js';

/** A quiz's questions as the public endpoint serves them. */
export async function questionsOf(t: TestApp, kind: QuizKind): Promise<QuizQuestion[]> {
  const res = await t.call(quizzesApi.questions, { params: { kind } });
  if (res.statusCode !== 200) throw new Error(`questions: ${res.statusCode} ${res.body}`);
  return res.json().questions;
}

/** One answer per question; `choice` picks the value from the question's position. */
export const answersFor = (
  questions: readonly QuizQuestion[],
  choice: (position: number) => number,
): Answer[] => questions.map((q) => ({ questionId: q.id, answer: choice(q.position) }));

/**
 * EQ choices that store `stored` points at every position (reverse-scored items flipped), so
 * the total is 25 * stored: 5 gives 125, 3 gives 75, 2 gives 50.
 */
export const eqChoiceStoring = (stored: number) => (position: number) =>
  isReverseScored(position) ? 6 - stored : stored;

/** EQ answers whose total is exactly `total` (25..125): every item stores 1, then points are added in order. */
export function eqAnswersTotalling(questions: readonly QuizQuestion[], total: number): Answer[] {
  const stored = new Array<number>(questions.length).fill(1);
  let extra = total - questions.length;
  for (let i = 0; i < stored.length && extra > 0; i++) {
    const add = Math.min(4, extra);
    stored[i]! += add;
    extra -= add;
  }
  return answersFor(questions, (p) => eqChoiceStoring(stored[p]!)(p));
}

import type { Answer, QuizQuestion } from '#shared/contracts/quizzes';

/**
 * The answer pairs sent to the server: the question's id and the raw choice (1-5). Only
 * answered questions go (docs/product-rules.md §5); the server applies reverse scoring and computes every score.
 */
export function toAnswers(
  questions: readonly QuizQuestion[],
  choices: readonly number[],
): Answer[] {
  return questions.flatMap((question, i) => {
    const answer = choices[i] ?? 0;
    return answer > 0 ? [{ questionId: question.id, answer }] : [];
  });
}

import { describe, expect, it } from 'vitest';
import type { QuizQuestion } from '#shared/contracts/quizzes';
import { toAnswers } from './answers';

const question = (id: number, position: number): QuizQuestion => ({
  id,
  position,
  question: `Statement ${id}`,
  category: 'blueprint',
  section: 'values',
  reverseScored: false,
});

describe('toAnswers', () => {
  it('pairs each answered question id with its raw choice, in order', () => {
    expect(toAnswers([question(7, 0), question(3, 1)], [5, 1])).toEqual([
      { questionId: 7, answer: 5 },
      { questionId: 3, answer: 1 },
    ]);
  });

  it('leaves unanswered questions out', () => {
    expect(toAnswers([question(1, 0), question(2, 1), question(3, 2)], [4, 0])).toEqual([
      { questionId: 1, answer: 4 },
    ]);
  });
});

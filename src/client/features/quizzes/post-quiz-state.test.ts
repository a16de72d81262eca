import { describe, expect, it } from 'vitest';
import {
  DEFAULT_POST_QUIZ_SCORE,
  firstParagraph,
  interpretationFor,
  readPostQuizState,
} from './post-quiz-state';

describe('readPostQuizState', () => {
  it('defaults the score to 75 and everything else to null', () => {
    expect(readPostQuizState(null)).toEqual({
      score: DEFAULT_POST_QUIZ_SCORE,
      email: null,
      categoryScores: null,
      interpretation: null,
      userId: null,
    });
    expect(DEFAULT_POST_QUIZ_SCORE).toBe(75);
  });

  it('reads score, email, category scores (objects or numbers), interpretation and user id', () => {
    const state = readPostQuizState({
      score: 98,
      email: 'ada@example.com',
      categoryScores: { 'Self-Awareness': { score: 21 }, Empathy: 18, Unknown: { score: 3 } },
      interpretation: 'Calm and warm.',
      userId: 'abc',
    });
    expect(state).toEqual({
      score: 98,
      email: 'ada@example.com',
      categoryScores: { 'Self-Awareness': 21, Empathy: 18 },
      interpretation: 'Calm and warm.',
      userId: 'abc',
    });
  });

  it('clamps out-of-range numbers and ignores wrong types', () => {
    const state = readPostQuizState({
      score: 900,
      categoryScores: { Empathy: { score: 40 } },
      email: 3,
    });
    expect(state.score).toBe(125);
    expect(state.categoryScores).toEqual({ Empathy: 25 });
    expect(state.email).toBeNull();
    expect(readPostQuizState({ score: 'high' }).score).toBe(75);
  });
});

describe('interpretation', () => {
  it('takes the first plain paragraph of a report, without markdown marks', () => {
    const report = '# The Steady Harbor\n\nAda, your style is **The Steady Harbor**.\n\n> A quote';
    expect(firstParagraph(report)).toBe('Ada, your style is The Steady Harbor.');
    expect(firstParagraph('# Only a title')).toBeNull();
  });

  it('has a plain sentence for every band', () => {
    expect(interpretationFor(120)).toMatch(/unusual skill/);
    expect(interpretationFor(75)).toMatch(/workable foundation/);
  });
});

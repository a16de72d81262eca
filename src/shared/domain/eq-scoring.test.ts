import { describe, expect, it } from 'vitest';
import { categoryLevel, eqBand, eqCategoryForIndex, eqStoredValue, scoreEq } from './eq-scoring.js';

/** Choices that store `value` at every position (reverse-scored positions get 6 - value). */
const storing = (value: number) =>
  Array.from({ length: 25 }, (_, i) => ([2, 9, 14, 16, 22].includes(i) ? 6 - value : value));

describe('EQ scoring (docs/product-rules.md §9)', () => {
  it('names the section by zero-based index', () => {
    expect([0, 4, 5, 9, 10, 14, 15, 19, 20, 24, 30].map(eqCategoryForIndex)).toEqual([
      'Self-Awareness',
      'Self-Awareness',
      'Emotional Regulation',
      'Emotional Regulation',
      'Empathy',
      'Empathy',
      'Social Skills',
      'Social Skills',
      'Motivation',
      'Motivation',
      'Motivation',
    ]);
  });

  it('reverse-scores positions 2, 9, 14, 16 and 22 only', () => {
    expect([0, 1, 2, 9, 14, 16, 22, 23].map((i) => eqStoredValue(i, 5))).toEqual([
      5, 5, 1, 1, 1, 1, 1, 5,
    ]);
    expect(eqStoredValue(2, 1)).toBe(5);
  });

  it('totals 125 at most and 25 per category', () => {
    const s = scoreEq(storing(5));
    expect(s.total).toBe(125);
    expect(s.maxTotal).toBe(125);
    expect(Object.values(s.categoryScores).map((c) => c.score)).toEqual([25, 25, 25, 25, 25]);
    expect(scoreEq(storing(1)).total).toBe(25);
  });

  it('puts bands at 116, 105, 90 and 70', () => {
    expect([125, 116, 115, 105, 104, 90, 89, 70, 69, 25].map(eqBand)).toEqual([
      'Exceptional EQ',
      'Exceptional EQ',
      'High EQ',
      'High EQ',
      'Moderate-High EQ',
      'Moderate-High EQ',
      'Average EQ',
      'Average EQ',
      'Developing EQ',
      'Developing EQ',
    ]);
  });

  it('proceeds to a result at 70 and not below', () => {
    expect(scoreEq(storing(3)).total).toBe(75);
    const choices = storing(3);
    choices[0] = 1;
    choices[1] = 1;
    choices[3] = 2; // 75 - 2 - 2 - 1 = 70
    expect(scoreEq(choices)).toMatchObject({ total: 70, proceeds: true });
    choices[4] = 2; // 69
    expect(scoreEq(choices)).toMatchObject({ total: 69, proceeds: false, band: 'Developing EQ' });
  });

  it('describes categories at 80% and 60% of 25', () => {
    expect([25, 20, 19, 15, 14, 5].map(categoryLevel)).toEqual([
      'strong',
      'strong',
      'good',
      'good',
      'developing',
      'developing',
    ]);
  });

  it('refuses no answers or out-of-range values', () => {
    expect(() => scoreEq([])).toThrow(RangeError);
    expect(() => scoreEq([...storing(3).slice(1), 6])).toThrow(RangeError);
    expect(() => scoreEq([...storing(3).slice(1), 2.5])).toThrow(RangeError);
  });

  it('scores a question set an admin changed on the 25-question scale', () => {
    // 24 questions (one retired), none reverse-keyed, every answer 4: the mean holds.
    const s = scoreEq(Array<number>(24).fill(4), Array<boolean>(24).fill(false));
    expect(s).toMatchObject({ total: 100, maxTotal: 125, proceeds: true });
    expect(s.categoryScores.Motivation.score).toBe(20);
    // 26 questions: the sixth Motivation item joins that category's mean.
    const more = scoreEq([...Array<number>(25).fill(3), 5], Array<boolean>(26).fill(false));
    expect(more.categoryScores.Motivation.score).toBe(17);
    expect(more.total).toBe(77);
    // The flags, not the positions, decide what is reversed.
    expect(scoreEq([1, 1], [true, false]).total).toBe(75);
  });
});

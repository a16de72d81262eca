import { describe, expect, it } from 'vitest';
import { EQ_CATEGORIES, type EqCategory } from '#shared/domain/eq-scoring.js';
import { eqPortrait, portraitLines } from './portrait.js';
import { eqScoreFrom } from './stored-eq.js';
import { eqFactsOf } from './writer/eq-facts.js';

/** Issue 32: what the coach is told of a member's EQ never rests on a tie. */
const stored = { emotionalType: 'The Calm Anchor', band: 'Good EQ' };
function portraitOf(points: Partial<Record<EqCategory, number>>, rest: number) {
  const scores = Object.fromEntries(EQ_CATEGORIES.map((c) => [c, { score: points[c] ?? rest }]));
  const total = Object.values(scores).reduce((sum, s) => sum + s.score, 0);
  return eqPortrait(stored, eqFactsOf(eqScoreFrom(total, scores)));
}

describe('the EQ part of the portrait', () => {
  it('names no skill to grow, and none strongest, when all five are level below strong', () => {
    const level = portraitOf({}, 15);
    expect(level).toMatchObject({ strongest: null, toGrow: null, allStrong: false });
    expect(portraitLines({ firstName: 'Lea', eq: level, blueprint: null })[1]).toContain(
      'no EQ skill trails clearly behind the others',
    );
  });

  it('names the one skill that trails the rest by the margin', () => {
    expect(portraitOf({ Motivation: 9 }, 16)).toMatchObject({ toGrow: 'Motivation' });
  });

  it('names neither of two skills level with each other at the bottom', () => {
    expect(portraitOf({ Motivation: 9, Empathy: 9 }, 16)).toMatchObject({ toGrow: null });
  });

  it('names the one leader, and neither of two level at the top', () => {
    expect(portraitOf({ Empathy: 24 }, 15)).toMatchObject({ strongest: 'Empathy' });
    expect(portraitOf({ Empathy: 24, Motivation: 24 }, 15)).toMatchObject({ strongest: null });
  });

  it('says when all five are strong', () => {
    expect(portraitOf({}, 24)).toMatchObject({ toGrow: null, allStrong: true });
  });
});

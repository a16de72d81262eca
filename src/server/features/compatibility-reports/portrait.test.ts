import { describe, expect, it } from 'vitest';
import { EQ_CATEGORIES, type EqCategory } from '#shared/domain/eq-scoring.js';
import { blueprintPortrait, eqPortrait, portraitLines } from './portrait.js';
import { blueprintFrom } from './writer/answer-patterns.js';
import { buildFacts } from './writer/facts.js';
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
    const pair = portraitOf({ Motivation: 9, Empathy: 9 }, 16);
    expect(pair).toMatchObject({ toGrow: null, trailingPair: true });
    // Not 'no skill trails': two do, together (the coach once said none did).
    expect(portraitLines({ firstName: 'Lea', eq: pair, blueprint: null })[1]).toContain(
      'two EQ skills trail the others, level with each other',
    );
  });

  it('names the one leader, and neither of two level at the top', () => {
    expect(portraitOf({ Empathy: 24 }, 15)).toMatchObject({ strongest: 'Empathy' });
    expect(portraitOf({ Empathy: 24, Motivation: 24 }, 15)).toMatchObject({ strongest: null });
  });

  it('says when all five are strong', () => {
    expect(portraitOf({}, 24)).toMatchObject({ toGrow: null, allStrong: true });
  });
});

describe('the Blueprint part of the portrait', () => {
  const of = (traits: Record<string, number>) =>
    blueprintPortrait(buildFacts('Lea', blueprintFrom(traits), null));

  it('names a leading leaning only when it leads the others by the margin', () => {
    expect(of({ family_closeness: 5, adventure: 4 })?.leading).toBe('closeness to family');
    // Two level at the top: the first would be question order, so neither is named.
    const tied = of({ family_closeness: 5, adventure: 5 });
    expect(tied?.strengths.length).toBeGreaterThanOrEqual(2);
    expect(tied?.leading).toBeNull();
  });
});

import type { EqCategory } from '#shared/domain/eq-scoring.js';
import { claim, GENERAL, type Recorder } from './claims.js';
import { CATEGORY_STEPS, KEEP_STEPS } from './eq-categories.js';
import type { EqFacts } from './eq-facts.js';
import { connectionStyle } from './eq-styles.js';

/** How far (points of 25) the lowest area must trail the next before both practices go to it. */
const FOCUS_GAP = 4;

/** Practice for the areas below strong, lowest first; nothing for an area already strong. */
function growthCandidates(eq: EqFacts): { category: EqCategory; step: string }[] {
  const [lowest, second] = eq.toGrow;
  if (!lowest) return [];
  const focus =
    !second ||
    (eq.points(second) - eq.points(lowest) >= FOCUS_GAP &&
      connectionStyle(eq.score).practises !== lowest);
  const order: [EqCategory, 0 | 1][] = focus
    ? [
        [lowest, 0],
        [lowest, 1],
      ]
    : [
        [lowest, 0],
        [second, 0],
        [lowest, 1],
      ];
  const rest = eq.toGrow.flatMap((c) => [0, 1].map((i) => [c, i] as [EqCategory, 0 | 1]));
  return [...order, ...rest].map(([category, i]) => ({
    category,
    step: CATEGORY_STEPS[category][i],
  }));
}

/**
 * Three next steps no other report of the member has given: two practices for the areas still
 * growing (or, when every area is strong, ways to keep and share what works), then the
 * style's own step. Each is recorded with what it rests on: a practice on its area still
 * growing, the style's step on what the style asserts, a keeping step on nothing personal.
 */
export function eqSteps(eq: EqFacts, r: Recorder): string[] {
  const growth = growthCandidates(eq);
  const style = connectionStyle(eq.score);
  const candidates = [...growth.map((g) => g.step), ...KEEP_STEPS];
  const steps = [r.fresh(...candidates), r.fresh(...candidates)];
  steps.push(r.fresh(style.step, ...KEEP_STEPS));
  return steps
    .map((step) => {
      const from = growth.find((g) => g.step === step);
      if (from) return r.sayEach(step, claim(`eq:${from.category}`, 'growth'));
      return step === style.step ? r.sayEach(step, ...style.rests) : r.sayEach(step, GENERAL);
    })
    .filter((s) => s !== '');
}

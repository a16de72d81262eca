import {
  EQ_CATEGORIES,
  categoryLevel,
  type CategoryLevel,
  type EqBand,
  type EqCategory,
  type EqScore,
} from '#shared/domain/eq-scoring.js';
import { rankBy } from './text.js';

/**
 * How far (in points of 25) a category must lead or trail the next one before a report may call
 * it the strongest or the one to grow. One answer moved one step shifts a category by 1 point,
 * so 3 points is three answers' worth: more than one hesitant click, and a difference a member
 * would recognise in themselves.
 */
export const EQ_MARGIN = 3;

/** The EQ facts every report reads: levels, and which categories truly lead or trail. */
export interface EqFacts {
  score: EqScore;
  /** The band the total falls in ('Average EQ'...), which the report names. */
  band: EqBand;
  points: (category: EqCategory) => number;
  level: (category: EqCategory) => CategoryLevel;
  /** Highest first; ties keep the quiz order (only for choosing fragments, never for claims). */
  ranked: EqCategory[];
  /** The one or two categories that lead the rest by EQ_MARGIN; empty when none does. */
  leaders: EqCategory[];
  /** The one or two categories that trail the rest by EQ_MARGIN; empty when none does. */
  laggards: EqCategory[];
  /** True when all five sit within EQ_MARGIN of each other. */
  even: boolean;
  /** Categories below the strong level, lowest first: the only ones growth advice may target. */
  toGrow: EqCategory[];
}

/** The first k (1 or 2) items of `ranked` when they stand EQ_MARGIN clear of the item after. */
function clearHead(ranked: readonly EqCategory[], points: (c: EqCategory) => number, sign: 1 | -1) {
  for (const k of [1, 2]) {
    if (sign * (points(ranked[k - 1]!) - points(ranked[k]!)) >= EQ_MARGIN)
      return ranked.slice(0, k);
  }
  return [];
}

export function eqFactsOf(eq: EqScore): EqFacts {
  const points = (c: EqCategory) => eq.categoryScores[c]?.score ?? 15;
  const level = (c: EqCategory) => eq.categoryScores[c]?.level ?? categoryLevel(points(c));
  const ranked = rankBy(EQ_CATEGORIES, points);
  const ascending = [...ranked].reverse();
  return {
    score: eq,
    band: eq.band,
    points,
    level,
    ranked,
    leaders: clearHead(ranked, points, 1),
    laggards: clearHead(ascending, points, -1),
    even: points(ranked[0]!) - points(ranked[4]!) < EQ_MARGIN,
    toGrow: ascending.filter((c) => level(c) !== 'strong'),
  };
}

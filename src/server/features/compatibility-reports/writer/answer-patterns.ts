/**
 * Answer patterns for checking the writer: the four members of the consistency issue, the
 * extremes and seeded random ones. Scores are built from one answer per trait and category.
 */
import { scoreBlueprint, type BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import { EQ_REVERSE_SCORED, scoreEq, type EqScore } from '#shared/domain/eq-scoring.js';
import { seededRandom } from '#shared/domain/seeded-random.js';
import { TRAIT_NAMES, phrasesFor } from './traits.js';

export interface AnswerPattern {
  name: string;
  blueprint: BlueprintScores;
  /** Null: the member has no EQ result (a total under 70 stores none). */
  eq: EqScore | null;
}

/** EQ score from one stored value (1-5) per category, answering reverse-keyed items to match. */
export function eqFrom(perCategory: readonly number[]): EqScore {
  const reverse = EQ_REVERSE_SCORED as readonly number[];
  return scoreEq(
    Array.from({ length: 25 }, (_, i) => {
      const stored = perCategory[Math.floor(i / 5)]!;
      return reverse.includes(i) ? 6 - stored : stored;
    }),
  );
}

/** Blueprint scores from an answer (1-5) per trait; unlisted traits get `fallback`. */
export function blueprintFrom(byTrait: Record<string, number>, fallback = 3): BlueprintScores {
  return scoreBlueprint(
    TRAIT_NAMES.map((t) => ({
      variable: t,
      section: phrasesFor(t).section,
      value: byTrait[t] ?? fallback,
    })),
  );
}

/** A pattern with an EQ result. */
export type PatternWithEq = AnswerPattern & { eq: EqScore };

const pattern = (
  name: string,
  traits: Record<string, number>,
  eq: number[],
  fallback = 3,
): PatternWithEq => ({
  name,
  blueprint: blueprintFrom(traits, fallback),
  eq: eqFrom(eq),
});

/** Answers per trait from groups: `{ 5: ['independence'], 1: ['marriage'] }`. */
const answering = (groups: Record<number, readonly string[]>) =>
  Object.fromEntries(
    Object.entries(groups).flatMap(([value, traits]) => traits.map((t) => [t, Number(value)])),
  );

/** The six named patterns: the four members and the two extremes. */
export const NAMED_PATTERNS: readonly PatternWithEq[] = [
  pattern(
    'warm-secure',
    answering({
      5: [
        ...['verbal_affection', 'physical_affection', 'calm_conflict', 'repair_initiative'],
        ...['honesty_transparency', 'fidelity', 'marriage', 'wants_children', 'shared_planning'],
      ],
      4: ['direct_expression', 'talking_it_through', 'family_closeness', 'putting_down_roots'],
      2: ['reassurance_need'],
    }),
    [5, 5, 5, 5, 4],
  ),
  pattern(
    'independent',
    answering({
      5: ['independence', 'adventure', 'career_ambition'],
      4: ['direct_expression'],
      2: ['verbal_affection', 'physical_affection', 'home_centred'],
      1: [
        ...['reassurance_need', 'talking_it_through', 'routine_structure', 'marriage'],
        ...['wants_children', 'putting_down_roots', 'shared_planning', 'commitment_pace'],
        'family_closeness',
      ],
    }),
    [5, 3, 3, 2, 4],
  ),
  pattern(
    'reassurance-seeking',
    answering({
      5: [
        ...['reassurance_need', 'talking_it_through', 'verbal_affection', 'commitment_pace'],
        ...['marriage', 'fidelity', 'honesty_transparency'],
      ],
      4: ['wants_children'],
      2: ['repair_initiative'],
      1: ['direct_expression', 'calm_conflict', 'independence'],
    }),
    [3, 2, 5, 2, 3],
  ),
  pattern('all-neutral', {}, [3, 3, 3, 3, 3]),
  pattern('all-high', {}, [5, 5, 5, 5, 5], 5),
  pattern('all-low', {}, [1, 1, 1, 1, 1], 1),
];

/**
 * The five members of issue 32's review: all high, all low at the lowest total that gives a
 * result (70: lower stores none), warm but anxious, ties everywhere, and no EQ result.
 */
export const READER_PATTERNS: readonly AnswerPattern[] = [
  pattern('reader-all-high', {}, [5, 5, 5, 5, 5], 5),
  pattern('reader-all-low', {}, [3, 3, 3, 3, 2], 1),
  pattern(
    'reader-warm-anxious',
    answering({
      5: ['verbal_affection', 'physical_affection', 'family_closeness', 'reassurance_need'],
      4: ['talking_it_through', 'marriage', 'wants_children'],
      2: ['calm_conflict', 'direct_expression', 'independence'],
    }),
    [4, 3, 5, 3, 4],
  ),
  pattern('reader-ties-everywhere', {}, [4, 4, 4, 4, 4], 4),
  {
    ...pattern('reader-no-eq', answering({ 5: ['adventure', 'career_ambition'] }), [3, 3, 3, 3, 3]),
    eq: null,
  },
];

/** `count` random patterns from `seed`: every trait and category answered 1-5 at random. */
export function randomPatterns(count: number, seed = 17): AnswerPattern[] {
  const random = seededRandom(seed);
  const answer = () => 1 + Math.floor(random() * 5);
  return Array.from({ length: count }, (_, i) =>
    pattern(
      `random-${i + 1}`,
      Object.fromEntries(TRAIT_NAMES.map((t) => [t, answer()])),
      Array.from({ length: 5 }, answer),
    ),
  );
}

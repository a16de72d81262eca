/** EQ quiz scoring, exactly as docs/product-rules.md §9 says. Runs in the browser and on the server. */

export const EQ_QUESTION_COUNT = 25;
export const EQ_QUESTIONS_PER_CATEGORY = 5;
export const EQ_POINTS_PER_CATEGORY = 25;
/** A total below this does not proceed to a result (the reflection dialog shows instead). */
export const EQ_RESULT_THRESHOLD = 70;
/** Zero-based question positions whose stored value is 6 minus the choice. */
export const EQ_REVERSE_SCORED = [2, 9, 14, 16, 22] as const;

export const EQ_OPTIONS = [
  { value: 5, label: 'Very often' },
  { value: 4, label: 'Often' },
  { value: 3, label: 'Sometimes' },
  { value: 2, label: 'Rarely' },
  { value: 1, label: 'Not at all' },
] as const;

export const EQ_CATEGORIES = [
  'Self-Awareness',
  'Emotional Regulation',
  'Empathy',
  'Social Skills',
  'Motivation',
] as const;
export type EqCategory = (typeof EQ_CATEGORIES)[number];

/** The section header for a zero-based question index: 0-4, 5-9, 10-14, 15-19, 20 and above. */
export function eqCategoryForIndex(index: number): EqCategory {
  return EQ_CATEGORIES[Math.min(Math.max(Math.floor(index / EQ_QUESTIONS_PER_CATEGORY), 0), 4)]!;
}

export const isReverseScored = (index: number) =>
  (EQ_REVERSE_SCORED as readonly number[]).includes(index);

/** The value stored for a choice (1-5) at a position. */
export const eqStoredValue = (index: number, choice: number) =>
  isReverseScored(index) ? 6 - choice : choice;

export type EqBand =
  'Exceptional EQ' | 'High EQ' | 'Moderate-High EQ' | 'Average EQ' | 'Developing EQ';

export function eqBand(total: number): EqBand {
  if (total >= 116) return 'Exceptional EQ';
  if (total >= 105) return 'High EQ';
  if (total >= 90) return 'Moderate-High EQ';
  if (total >= 70) return 'Average EQ';
  return 'Developing EQ';
}

export type CategoryLevel = 'strong' | 'good' | 'developing';

/** By percentage of 25 points: 80 or more strong, 60 or more good, otherwise developing. */
export function categoryLevel(score: number): CategoryLevel {
  const percent = (score / EQ_POINTS_PER_CATEGORY) * 100;
  if (percent >= 80) return 'strong';
  if (percent >= 60) return 'good';
  return 'developing';
}

export interface EqScore {
  total: number;
  maxTotal: number;
  band: EqBand;
  proceeds: boolean;
  categoryScores: Record<EqCategory, { score: number; level: CategoryLevel }>;
}

/**
 * Scores raw choices (one per question, in question order, each 1-5). `reverse` says which
 * items are negatively keyed; without it the positions in EQ_REVERSE_SCORED are. Categories
 * follow the question index as the section headers do (0-4, 5-9, ..., 20 and above). When an
 * admin has retired or added questions the count is no longer 25: each category then scores its
 * mean on the 25-point scale and the total is scaled to 125 points, so the bands, the threshold
 * and every stored result stay comparable. With exactly 25 questions both are the plain sums.
 */
export function scoreEq(choices: readonly number[], reverse?: readonly boolean[]): EqScore {
  if (choices.length === 0) throw new RangeError('Expected at least one answer');
  const stored = choices.map((choice, i) => {
    if (!Number.isInteger(choice) || choice < 1 || choice > 5)
      throw new RangeError('Answers are whole numbers from 1 to 5');
    if (!reverse) return eqStoredValue(i, choice);
    return reverse[i] ? 6 - choice : choice;
  });
  const byCategory = EQ_CATEGORIES.map(() => [] as number[]);
  stored.forEach((value, i) =>
    byCategory[EQ_CATEGORIES.indexOf(eqCategoryForIndex(i))]!.push(value),
  );
  const categoryScores = Object.fromEntries(
    EQ_CATEGORIES.map((category, c) => {
      const values = byCategory[c]!;
      const score = values.length
        ? Math.round(
            (values.reduce((a, b) => a + b, 0) * EQ_QUESTIONS_PER_CATEGORY) / values.length,
          )
        : 15; // no question in this category: the middle of its scale
      return [category, { score, level: categoryLevel(score) }];
    }),
  ) as EqScore['categoryScores'];
  const sum = stored.reduce((a, b) => a + b, 0);
  const total = Math.round((sum * EQ_QUESTION_COUNT) / stored.length);
  return {
    total,
    maxTotal: EQ_QUESTION_COUNT * 5,
    band: eqBand(total),
    proceeds: total >= EQ_RESULT_THRESHOLD,
    categoryScores,
  };
}

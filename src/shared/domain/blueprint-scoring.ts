/** Blueprint quiz scoring (docs/product-rules.md §9): 60 statements, 15 in each of four areas. */

export const BLUEPRINT_QUESTION_COUNT = 60;
export const BLUEPRINT_SECTIONS = ['values', 'communication', 'lifestyle', 'goals'] as const;
export type BlueprintSection = (typeof BLUEPRINT_SECTIONS)[number];
export const BLUEPRINT_QUESTIONS_PER_SECTION = 15;

export const BLUEPRINT_OPTIONS = [
  { value: 5, label: 'Strongly Agree' },
  { value: 4, label: 'Agree' },
  { value: 3, label: 'Neutral' },
  { value: 2, label: 'Disagree' },
  { value: 1, label: 'Strongly Disagree' },
] as const;

export interface BlueprintAnswer {
  /** The question's variable: the trait it measures, e.g. `family_priority`. */
  variable: string;
  section: BlueprintSection;
  /** 1-5; 0 or absent means unanswered and is left out. */
  value: number;
}

export interface BlueprintScores {
  /** Per area: 0-100, the mean answer mapped from 1..5 onto 0..100. */
  sections: Record<BlueprintSection, number>;
  /** Per trait variable: 0-100. */
  traits: Record<string, number>;
  answered: number;
  /**
   * Every answer (1-5, 0 when skipped) in question order: what matching compares item by item.
   * Absent on rows stored before matching existed; those are read back from the trait scores.
   */
  answers?: number[];
}

const toPercent = (mean: number) => Math.round(((mean - 1) / 4) * 100);

function mean(values: number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : 3;
}

export function scoreBlueprint(answers: readonly BlueprintAnswer[]): BlueprintScores {
  const answered = answers.filter((a) => a.value > 0);
  for (const a of answered) {
    if (!Number.isInteger(a.value) || a.value > 5)
      throw new RangeError('Answers are whole numbers from 1 to 5');
  }
  const sections = Object.fromEntries(
    BLUEPRINT_SECTIONS.map((s) => [
      s,
      toPercent(mean(answered.filter((a) => a.section === s).map((a) => a.value))),
    ]),
  ) as Record<BlueprintSection, number>;
  const byTrait = new Map<string, number[]>();
  for (const a of answered) byTrait.set(a.variable, [...(byTrait.get(a.variable) ?? []), a.value]);
  const traits = Object.fromEntries([...byTrait].map(([k, v]) => [k, toPercent(mean(v))]));
  return { sections, traits, answered: answered.length, answers: answers.map((a) => a.value) };
}

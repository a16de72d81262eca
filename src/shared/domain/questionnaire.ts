/** The matching questionnaire's options (docs/product-rules.md §9), in the order the dialog shows them. */
export const GENDER_OPTIONS = ['Woman', 'Man'] as const;
export const ETHNICITY_OPTIONS = ['White', 'Black', 'Asian', 'Hispanic'] as const;
export const ANY_ETHNICITY = "Doesn't matter";
export const PREFERENCE_OPTIONS = [...ETHNICITY_OPTIONS, ANY_ETHNICITY] as const;

export type GenderOption = (typeof GENDER_OPTIONS)[number];
export type EthnicityOption = (typeof ETHNICITY_OPTIONS)[number];
export type PreferenceOption = (typeof PREFERENCE_OPTIONS)[number];

/** Members are matched from 18; a birth year older than this many years is a typing slip. */
export const MIN_MATCH_AGE = 18;
export const MAX_MATCH_AGE = 100;

/** The five digits of a US zip code ('12345' or '12345-6789'), or null. */
export function zip5(zip: string): string | null {
  return /^\s*(\d{5})(-\d{4})?\s*$/.exec(zip)?.[1] ?? null;
}

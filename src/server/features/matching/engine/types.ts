import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import type { EqCategory } from '#shared/domain/eq-scoring.js';
import type { DealbreakerTopic } from '#shared/domain/match-preferences.js';

/** Questionnaire options (docs/product-rules.md §9). */
export const GENDERS = ['Woman', 'Man'] as const;
export type Gender = (typeof GENDERS)[number];
export const ETHNICITIES = ['White', 'Black', 'Asian', 'Hispanic'] as const;
export type Ethnicity = (typeof ETHNICITIES)[number];
export const ANY_ETHNICITY = "Doesn't matter";
export type EthnicityPreference = Ethnicity | typeof ANY_ETHNICITY;

/** One member as the engine needs them; the caller resolves the zip code with `zipCentroid`. */
export interface MemberInput {
  id: string;
  gender: Gender;
  lookingFor: Gender;
  ethnicity: Ethnicity;
  ethnicityPreference: EthnicityPreference;
  birthYear: number;
  lat: number;
  lon: number;
  /** The 60 Blueprint answers (1-5) in question order: values, communication, lifestyle, goals. */
  blueprint: Uint8Array | readonly number[];
  /** The 5 EQ category scores (0-25) in EQ_CATEGORIES order. */
  eq: readonly number[];
  /** Partner ages they accept (18-100); absent: the default rule for their age (filters.ts). */
  ageRange?: { min: number; max: number };
  /** Miles (1-127) from their place; null: anywhere; absent: DEFAULT_DISTANCE_MILES. */
  maxDistanceMiles?: number | null;
  /** Topics on which an opposite answer rules a candidate out (preferences.ts). */
  dealbreakers?: readonly DealbreakerTopic[];
}

/**
 * Why two members were matched, as codes; words are chosen by whoever renders them.
 * - CATEGORY: a Blueprint area where the two answered alike; agreement 0-100.
 * - QUESTION: a Blueprint question (zero-based index 0-59) both answered the same or nearly so.
 * - EQ: the EQ category where both score highest (score = the lower of the two, 0-25).
 */
export type MatchReason =
  | { code: 'CATEGORY'; category: BlueprintSection; agreement: number }
  | { code: 'QUESTION'; question: number; answers: readonly [number, number] }
  | { code: 'EQ'; category: EqCategory; score: number };

export interface Match {
  /** The candidate's position in the `members` array given to `buildPopulation`. */
  index: number;
  id: string;
  /** Mutual compatibility, 0-100 (the same seen from either side). */
  score: number;
  reasons: MatchReason[];
}

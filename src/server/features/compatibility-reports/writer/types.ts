import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import type { EqCategory } from '#shared/domain/eq-scoring.js';
import type { Claim } from './claim.js';

/**
 * Plain-language phrases for one Blueprint trait (a question-bank `variable`).
 * Clauses start lower-case and have no final full stop so they can sit inside sentences.
 */
export interface TraitPhrases {
  section: BlueprintSection;
  /** Noun phrase naming the trait, e.g. 'room of your own'. */
  label: string;
  /** What a high score says about the person ("you ..."). */
  high: string;
  /** What a low score says about the person ("you ..."). */
  low: string;
  /** The partner who fits a high score ("someone who ..."). */
  partnerHigh: string;
  /** The partner who fits a low score. */
  partnerLow: string;
  /** The shadow side of a high score. */
  shadowHigh: string;
  /** The shadow side of a low score. */
  shadowLow: string;
  /** A low score is a skill still growing rather than a relaxed preference (e.g. directness). */
  growthWhenLow?: true;
  /**
   * A low score means the member is relaxed about it (tidiness, fidelity rules), not that they
   * want the opposite (a low 'room of your own' is a wish for togetherness): only these may be
   * called easy-going (issue 32).
   */
  relaxedWhenLow?: true;
}

/** A style's strength or blind spot and the EQ fact it rests on, recorded when it is printed. */
export type Grounded = readonly [text: string, rests: Claim];

/** One Emotional Connection Style: a name and the writing that explains it. */
export interface ConnectionStyle {
  name: string;
  /** A clause that completes "At your best, ..." */
  essence: string;
  meaning: string;
  quote: string;
  /** What choosing this style asserts about the five categories; its step rests on it too. */
  rests: readonly Claim[];
  strengths: readonly Grounded[];
  blindSpots: readonly Grounded[];
  partner: string;
  step: string;
  /** The category the style's own next step already practises, so it is not doubled up. */
  practises?: EqCategory;
}

import type { TraitPhrases } from './types.js';
import { VALUES_AND_COMMUNICATION_TRAITS } from './traits-values-communication.js';
import { LIFESTYLE_AND_GOALS_TRAITS } from './traits-lifestyle-goals.js';

/** Phrases for every Blueprint trait, keyed by the question bank's variable names. */
export const TRAITS: Record<string, TraitPhrases> = {
  ...VALUES_AND_COMMUNICATION_TRAITS,
  ...LIFESTYLE_AND_GOALS_TRAITS,
};

export const TRAIT_NAMES = Object.keys(TRAITS);

export const phrasesFor = (name: string): TraitPhrases => TRAITS[name]!;

import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import { claim, type Draft } from './claims.js';
import type { Level } from './text.js';

/** Plain names for the four areas, as a reader would say them. */
export const SECTION_NAMES: Record<BlueprintSection, string> = {
  values: 'values',
  communication: 'communication',
  lifestyle: 'lifestyle',
  goals: 'life goals',
};

/** 'high', 'low' or 'mid' for one trait, as the facts profile bands it. */
export const traitLevel = (p: Draft, trait: string): Level => p.level(trait);

/**
 * Picks the fragment matching a trait's level and records that it describes that level; an
 * empty string when that level has none.
 */
export const byTrait = (p: Draft, trait: string, texts: Partial<Record<Level, string>>): string =>
  p.sayEach(texts[p.level(trait)] ?? '', claim(`trait:${trait}`, p.level(trait)));

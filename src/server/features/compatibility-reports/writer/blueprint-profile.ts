import {
  BLUEPRINT_SECTIONS,
  type BlueprintScores,
  type BlueprintSection,
} from '../../../../shared/domain/blueprint-scoring.js';
import type { EqScore } from '../../../../shared/domain/eq-scoring.js';
import { TRAIT_NAMES, phrasesFor } from './traits.js';
import { firstName, levelOf, rankBy, type Level } from './text.js';

/** The facts every Blueprint report is built from, derived once from the scores. */
export interface BlueprintProfile {
  name: string;
  eq: EqScore | null;
  section: (section: BlueprintSection) => number;
  sectionLevel: (section: BlueprintSection) => Level;
  /** A trait's 0-100 score; 50 (no lean either way) when it was not answered. */
  score: (trait: string) => number;
  high: (trait: string) => boolean;
  low: (trait: string) => boolean;
  /** Sections from strongest to weakest. */
  sectionsRanked: BlueprintSection[];
  strongest: BlueprintSection;
  weakest: BlueprintSection;
  /** Traits the person leans clearly towards, strongest first. */
  standouts: string[];
  /** Traits the person leans clearly away from, lowest first. */
  lows: string[];
  /** Mean of the four areas, 0-100. */
  overall: number;
  /** True when the four areas are so close that naming a strongest or weakest one would mislead. */
  balanced: boolean;
}

export function buildProfile(
  name: string,
  scores: { sections: BlueprintScores['sections']; traits: BlueprintScores['traits'] },
  eq: EqScore | null,
): BlueprintProfile {
  const score = (trait: string) => {
    const value = scores.traits[trait];
    return typeof value === 'number' && Number.isFinite(value) ? value : 50;
  };
  const section = (s: BlueprintSection) => {
    const value = scores.sections[s];
    return typeof value === 'number' && Number.isFinite(value) ? value : 50;
  };
  const sectionsRanked = rankBy(BLUEPRINT_SECTIONS, section);
  return {
    name: firstName(name),
    eq,
    section,
    sectionLevel: (s) => levelOf(section(s)),
    score,
    high: (trait) => levelOf(score(trait)) === 'high',
    low: (trait) => levelOf(score(trait)) === 'low',
    sectionsRanked,
    strongest: sectionsRanked[0]!,
    weakest: sectionsRanked[sectionsRanked.length - 1]!,
    standouts: rankBy(
      TRAIT_NAMES.filter((t) => levelOf(score(t)) === 'high'),
      score,
    ),
    lows: rankBy(
      TRAIT_NAMES.filter((t) => levelOf(score(t)) === 'low'),
      score,
      'asc',
    ),
    overall: Math.round(
      BLUEPRINT_SECTIONS.reduce((sum, s) => sum + section(s), 0) / BLUEPRINT_SECTIONS.length,
    ),
    balanced: section(sectionsRanked[0]!) - section(sectionsRanked[sectionsRanked.length - 1]!) < 8,
  };
}

/** Plain names for the four areas, as a reader would say them. */
export const SECTION_NAMES: Record<BlueprintSection, string> = {
  values: 'values',
  communication: 'communication',
  lifestyle: 'lifestyle',
  goals: 'life goals',
};

/** 'high', 'low' or 'mid' for one trait. */
export const traitLevel = (p: BlueprintProfile, trait: string): Level =>
  p.high(trait) ? 'high' : p.low(trait) ? 'low' : 'mid';

/** Picks the fragment matching a trait's level; an empty string when that level has none. */
export const byTrait = (
  p: BlueprintProfile,
  trait: string,
  texts: Partial<Record<Level, string>>,
): string => texts[traitLevel(p, trait)] ?? '';

/**
 * How an area's traits lean: mostly towards ('clear'), mostly away ('light'), both at once
 * ('contrast', which an average would hide) or hardly at all ('open').
 */
export type SectionShape = 'clear' | 'light' | 'contrast' | 'open';

export function sectionShape(p: BlueprintProfile, section: BlueprintSection): SectionShape {
  const traits = TRAIT_NAMES.filter((t) => phrasesFor(t).section === section);
  const highs = traits.filter(p.high).length;
  const lows = traits.filter(p.low).length;
  if (highs > 0 && lows > 0) return 'contrast';
  if (p.sectionLevel(section) === 'high' || highs >= 2) return 'clear';
  if (p.sectionLevel(section) === 'low' || lows >= 2) return 'light';
  return 'open';
}

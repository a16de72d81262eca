/**
 * The one profile of facts per member. Every report, the model's fact lines and the coach's
 * portrait read it; no writer ranks scores or derives a level on its own, so two reports can
 * never draw different conclusions from the same answers.
 */
import {
  BLUEPRINT_SECTIONS,
  type BlueprintScores,
  type BlueprintSection,
} from '#shared/domain/blueprint-scoring.js';
import type { EqScore } from '#shared/domain/eq-scoring.js';
import { eqFactsOf, type EqFacts } from './eq-facts.js';
import { GOAL_TRAITS, goalShape, type Decision, type GoalTrait } from './goal-facts.js';
import { TRAIT_NAMES, phrasesFor } from './traits.js';
import { firstName, levelOf, rankBy, type Level } from './text.js';

/**
 * How far (in points of 100) an area must stand above or below the next one before a report
 * may name it the strongest or the lightest. An area averages 15 answers, so one answer moved
 * one step shifts it by under 2 points; 10 points is about six answers' worth, a difference
 * the member would recognise rather than the noise of a few hesitant clicks.
 */
export const AREA_MARGIN = 10;

/**
 * How far a trait must lead the next one before a report may rank it ('most of all', 'your
 * strongest trait'). A trait is two or three answers, so one step on one answer moves it by
 * about 10 points: a lead smaller than that is a tie, and the first of a tie is only the quiz's
 * order (issue 32).
 */
export const TRAIT_MARGIN = 10;

/** The first of `traits` (ranked by `score`) when it leads the rest by TRAIT_MARGIN, else null. */
export function clearLeader(traits: readonly string[], score: (t: string) => number) {
  const [first, second] = traits;
  if (!first) return null;
  return second === undefined || score(first) - score(second) >= TRAIT_MARGIN ? first : null;
}

/**
 * How an area's traits lean: mostly towards ('clear'), mostly away ('light'), both at once
 * ('contrast', which an average would hide) or hardly at all ('open').
 */
export type SectionShape = 'clear' | 'light' | 'contrast' | 'open';

/** Whether the member asks for what they need: from directness (Blueprint) and social skill (EQ). */
export type Asking = 'readily' | 'sometimes' | 'hard';

export interface MemberFacts {
  name: string;
  eq: EqFacts | null;
  section: (section: BlueprintSection) => number;
  sectionLevel: (section: BlueprintSection) => Level;
  shape: (section: BlueprintSection) => SectionShape;
  /** A trait's 0-100 score; 50 (no lean either way) when it was not answered. */
  score: (trait: string) => number;
  level: (trait: string) => Level;
  high: (trait: string) => boolean;
  low: (trait: string) => boolean;
  goal: (trait: GoalTrait) => Decision;
  /** Sections from strongest to weakest; ties keep the quiz order (for ordering text only). */
  sectionsRanked: BlueprintSection[];
  /** Named only when it leads the next area by AREA_MARGIN and is not itself low. */
  strongest: BlueprintSection | null;
  /** Named only when it trails the next area by AREA_MARGIN and is not itself high. */
  lightest: BlueprintSection | null;
  /** All four areas within AREA_MARGIN of each other: described as balance. */
  even: boolean;
  /** Traits the person leans clearly towards, strongest first. */
  standouts: string[];
  /** Traits the person leans clearly away from, lowest first. */
  lows: string[];
  /**
   * No trait leans clearly towards, and none away except skills still growing (a low that is a
   * skill to practise is not a preference): the reports then describe balance, not leanings.
   */
  fewLeanings: boolean;
  /** Mean of the four areas, 0-100. */
  overall: number;
  asks: Asking;
}

const DECISIONS: Record<Level, Decision> = { high: 'yes', low: 'no', mid: 'undecided' };

const finiteOr50 = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 50;

/**
 * Directness and social skill each count one step towards or away from asking; when they pull
 * apart (a direct member whose social skill is developing) the member asks once they feel safe,
 * which is 'sometimes', never both 'readily' and 'hard' in different reports.
 */
function asking(level: (t: string) => Level, eq: EqFacts | null): Asking {
  const direct = { high: 1, mid: 0, low: -1 }[level('direct_expression')];
  const social = eq ? { strong: 1, good: 0, developing: -1 }[eq.level('Social Skills')] : 0;
  const lean = direct + social;
  return lean > 0 ? 'readily' : lean < 0 ? 'hard' : 'sometimes';
}

export function buildFacts(
  name: string,
  scores: { sections: BlueprintScores['sections']; traits: BlueprintScores['traits'] },
  eqScore: EqScore | null,
): MemberFacts {
  const score = (t: string) => finiteOr50(scores.traits[t]);
  const section = (s: BlueprintSection) => finiteOr50(scores.sections[s]);
  const level = (t: string) => levelOf(score(t));
  const ranked = rankBy(BLUEPRINT_SECTIONS, section);
  const [first, second, third, last] = ranked.map(section) as [number, number, number, number];
  const strongest = first - second >= AREA_MARGIN && levelOf(first) !== 'low' ? ranked[0]! : null;
  const lightest = third - last >= AREA_MARGIN && levelOf(last) !== 'high' ? ranked[3]! : null;
  const eq = eqScore ? eqFactsOf(eqScore) : null;
  const standouts = rankBy(
    TRAIT_NAMES.filter((t) => level(t) === 'high'),
    score,
  );
  const lows = rankBy(
    TRAIT_NAMES.filter((t) => level(t) === 'low'),
    score,
    'asc',
  );
  const goal = (t: GoalTrait): Decision => DECISIONS[level(t)];
  const shape = (s: BlueprintSection): SectionShape => {
    if (s === 'goals') return goalShape(GOAL_TRAITS.map(goal));
    const traits = TRAIT_NAMES.filter((t) => phrasesFor(t).section === s);
    const highs = traits.filter((t) => level(t) === 'high').length;
    const lows = traits.filter((t) => level(t) === 'low').length;
    if (highs > 0 && lows > 0) return 'contrast';
    // The lightest area is never 'clear', the strongest never 'light': relative and absolute
    // words about one area must agree.
    if (levelOf(section(s)) === 'high' || (highs >= 2 && s !== lightest)) return 'clear';
    if (levelOf(section(s)) === 'low' || (lows >= 2 && s !== strongest)) return 'light';
    return 'open';
  };
  return {
    name: firstName(name),
    eq,
    section,
    sectionLevel: (s) => levelOf(section(s)),
    shape,
    score,
    level,
    high: (t) => level(t) === 'high',
    low: (t) => level(t) === 'low',
    goal,
    sectionsRanked: ranked,
    strongest,
    lightest,
    even: first - last < AREA_MARGIN,
    standouts,
    lows,
    fewLeanings: standouts.length === 0 && lows.every((t) => phrasesFor(t).growthWhenLow),
    overall: Math.round(
      BLUEPRINT_SECTIONS.reduce((sum, s) => sum + section(s), 0) / BLUEPRINT_SECTIONS.length,
    ),
    asks: asking(level, eq),
  };
}

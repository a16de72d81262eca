import { describe, expect, it } from 'vitest';
import { EQ_REVERSE_SCORED, scoreEq, type EqScore } from '#shared/domain/eq-scoring.js';
import { scoreBlueprint, type BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import { BLUEPRINT_QUESTIONS } from '#server/features/quizzes/question-bank/blueprint-questions.js';
import { emotionalType, writeBlueprintReports, writeEqReport } from './index.js';
import { TRAIT_NAMES } from './traits.js';
import { wordCount } from './text.js';

/** EQ score from the wanted stored value per category (1-5), answering reverse items accordingly. */
function eqFrom(perCategory: readonly number[]): EqScore {
  const choices = Array.from({ length: 25 }, (_, i) => {
    const stored = perCategory[Math.floor(i / 5)]!;
    return (EQ_REVERSE_SCORED as readonly number[]).includes(i) ? 6 - stored : stored;
  });
  return scoreEq(choices);
}

/** Blueprint scores with chosen answers per trait; every other trait is answered `fallback`. */
function blueprintFrom(byTrait: Record<string, number>, fallback = 3): BlueprintScores {
  return scoreBlueprint(
    BLUEPRINT_QUESTIONS.map((q) => ({
      variable: q.variable,
      section: q.section,
      value: byTrait[q.variable] ?? fallback,
    })),
  );
}

const freeSpirit = blueprintFrom({
  independence: 5,
  adventure: 5,
  social_energy: 5,
  career_ambition: 5,
  direct_expression: 5,
  commitment_pace: 5,
  wants_children: 1,
  marriage: 1,
  putting_down_roots: 1,
  reassurance_need: 1,
  talking_it_through: 1,
  home_centred: 1,
  family_closeness: 1,
  routine_structure: 1,
  shared_planning: 1,
  calm_conflict: 2,
  repair_initiative: 2,
});
const homeBuilder = blueprintFrom({
  family_closeness: 5,
  wants_children: 5,
  marriage: 5,
  putting_down_roots: 5,
  home_centred: 5,
  reassurance_need: 5,
  talking_it_through: 5,
  shared_planning: 5,
  verbal_affection: 5,
  honesty_transparency: 5,
  faith_meaning: 5,
  independence: 1,
  adventure: 1,
  social_energy: 1,
  career_ambition: 1,
  commitment_pace: 1,
  direct_expression: 1,
  calm_conflict: 1,
});
const PROFILES: Record<string, { blueprint: BlueprintScores; eq: EqScore | null }> = {
  allHigh: { blueprint: blueprintFrom({}, 5), eq: eqFrom([5, 5, 5, 5, 5]) },
  allLow: { blueprint: blueprintFrom({}, 1), eq: eqFrom([3, 3, 3, 3, 3]) },
  neutral: { blueprint: blueprintFrom({}, 3), eq: null },
  mixed: {
    blueprint: blueprintFrom(
      {
        independence: 5,
        reassurance_need: 5,
        direct_expression: 2,
        tidiness: 4,
        routine_structure: 4,
        marriage: 4,
        commitment_pace: 2,
      },
      3,
    ),
    eq: eqFrom([4, 2, 5, 4, 4]),
  },
  freeSpirit: { blueprint: freeSpirit, eq: eqFrom([5, 4, 3, 2, 4]) },
  homeBuilder: { blueprint: homeBuilder, eq: null },
};

const REPORT_KEYS = [
  'blueprintReport',
  'eqInsights',
  'individualInsights',
  'relationshipDevelopmentInsights',
  'relationshipDirectionalInsights',
] as const;

const sentences = (text: string) =>
  new Set(
    text
      .split('\n')
      .filter((line) => !line.startsWith('#')) // headings are shared structure, not content
      .flatMap((line) => line.split(/(?<=[.?!:])\s+/))
      .map((s) => s.replace(/^[>\-\d.\s*]+/, '').trim())
      .filter((s) => s.length > 25),
  );

function sharedRatio(a: string, b: string): number {
  const sa = sentences(a);
  const sb = sentences(b);
  const shared = [...sa].filter((s) => sb.has(s)).length;
  return shared / Math.min(sa.size, sb.size);
}

function expectClean(text: string) {
  expect(text).not.toMatch(/undefined|NaN|\[object|null/);
  expect(text).not.toMatch(/!/);
  expect(text).not.toMatch(/\s{3,}\S/);
}

describe('writeEqReport', () => {
  const eqs = {
    harbour: eqFrom([5, 5, 5, 5, 5]),
    flat: eqFrom([3, 3, 3, 3, 3]),
    feeler: eqFrom([4, 2, 5, 4, 4]),
    observer: eqFrom([5, 4, 4, 2, 4]),
    builder: eqFrom([3, 3, 3, 3, 5]),
    low: eqFrom([2, 2, 2, 2, 2]),
  };

  it('names a style from the category pattern', () => {
    expect(emotionalType(eqs.harbour)).toBe('The Steady Harbour');
    expect(emotionalType(eqs.flat)).toBe('The Even-Keeled Companion');
    expect(emotionalType(eqs.feeler)).toBe('The Deep Feeler');
    expect(emotionalType(eqs.observer)).toBe('The Quiet Observer');
    expect(emotionalType(eqs.builder)).toBe('The Devoted Builder');
    expect(emotionalType(eqFrom([3, 5, 3, 3, 3]))).toBe('The Calm Anchor');
    expect(emotionalType(eqFrom([3, 3, 3, 5, 3]))).toBe('The Warm Connector');
    expect(emotionalType(eqFrom([3, 4, 5, 3, 3]))).toBe('The Open-Hearted Listener');
    expect(emotionalType(eqFrom([5, 3, 3, 4, 3]))).toBe('The Thoughtful Navigator');
  });

  it.each(Object.entries(eqs))(
    'writes at least 300 clean words with the name and the style (%s)',
    (_, eq) => {
      const text = writeEqReport({ name: 'Jordan Ellis', eq });
      expect(wordCount(text)).toBeGreaterThanOrEqual(300);
      expect(text).toContain('Jordan,');
      expect(text).toContain(emotionalType(eq));
      expect(text).toContain(`${eq.total} out of 125`);
      expectClean(text);
    },
  );

  it('differs substantially between contrasting patterns and is deterministic', () => {
    const a = writeEqReport({ name: 'Sam', eq: eqs.harbour });
    const b = writeEqReport({ name: 'Sam', eq: eqs.feeler });
    expect(sharedRatio(a, b)).toBeLessThan(0.5);
    expect(writeEqReport({ name: 'Sam', eq: eqs.feeler })).toBe(b);
  });

  it('keeps markdown control characters in a name from changing the formatting', () => {
    expect(writeEqReport({ name: '# <b>Ro*bin</b>', eq: eqs.flat })).toContain('bRobin/b,');
  });
});

describe('writeBlueprintReports', () => {
  it('has phrases for every trait in the question bank', () => {
    expect(new Set(TRAIT_NAMES)).toEqual(new Set(BLUEPRINT_QUESTIONS.map((q) => q.variable)));
  });

  it.each(Object.entries(PROFILES))(
    'writes five clean reports of at least 300 words each with headings, a pull-quote and the name (%s)',
    (_, profile) => {
      const reports = writeBlueprintReports({ name: 'Avery Quinn', ...profile });
      for (const key of REPORT_KEYS) {
        const text = reports[key];
        expect(wordCount(text), key).toBeGreaterThanOrEqual(300);
        expect(text, key).toMatch(/^# /);
        expect(text, key).toMatch(/^## /m);
        expect(text, key).toMatch(/^> /m);
        expect(text, key).toContain('Avery');
        expectClean(text);
      }
    },
  );

  it('is deterministic', () => {
    const input = { name: 'Avery', ...PROFILES.mixed! };
    expect(writeBlueprintReports(input)).toEqual(writeBlueprintReports(input));
  });

  it.each([
    ['freeSpirit', 'homeBuilder'],
    ['allHigh', 'allLow'],
    ['mixed', 'allLow'],
    ['neutral', 'allHigh'],
    ['neutral', 'homeBuilder'],
  ] as const)('writes substantially different reports for %s and %s', (a, b) => {
    const ra = writeBlueprintReports({ name: 'Avery', ...PROFILES[a]! });
    const rb = writeBlueprintReports({ name: 'Avery', ...PROFILES[b]! });
    for (const key of REPORT_KEYS) expect(sharedRatio(ra[key], rb[key]), key).toBeLessThan(0.5);
  });

  it('says the EQ assessment would sharpen the EQ insights when there is no EQ result', () => {
    const { eqInsights } = writeBlueprintReports({ name: 'Avery', ...PROFILES.homeBuilder! });
    expect(eqInsights).toContain('Taking the EQ assessment would sharpen it');
    const withEq = writeBlueprintReports({ name: 'Avery', ...PROFILES.freeSpirit! });
    expect(withEq.eqInsights).toContain(emotionalType(PROFILES.freeSpirit!.eq!));
  });

  it('writes a specific tension paragraph for a specific trait combination', () => {
    const { individualInsights } = writeBlueprintReports({ name: 'Avery', ...PROFILES.mixed! });
    expect(individualInsights).toContain('Room and reassurance');
    const other = writeBlueprintReports({ name: 'Avery', ...PROFILES.homeBuilder! });
    expect(other.individualInsights).not.toContain('Room and reassurance');
  });
});

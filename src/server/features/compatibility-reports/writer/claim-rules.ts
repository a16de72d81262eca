/**
 * The consistency rules as checks: every recorded claim must hold in the facts profile, and no
 * two claims about one fact may disagree. Used by the consistency suite and its printed table.
 */
import type { BlueprintSection } from '#shared/domain/blueprint-scoring.js';
import type { EqCategory } from '#shared/domain/eq-scoring.js';
import type { Claim } from './claims.js';
import type { EqFacts } from './eq-facts.js';
import { clearLeader, type MemberFacts } from './facts.js';
import type { GoalTrait } from './goal-facts.js';
import { levelOf } from './text.js';
import { phrasesFor } from './traits.js';

const sectionOf = (trait: string) => phrasesFor(trait).section;

function eqHolds(eq: EqFacts | null, key: string | undefined, polarity: string): boolean {
  if (!eq) return !key && polarity === 'absent';
  if (!key) {
    if (polarity === 'even') return eq.even;
    if (polarity === 'no-leader') return eq.leaders.length === 0;
    // No one skill ahead: none, or two or more level at the top.
    if (polarity === 'no-single-leader') return eq.leaders.length !== 1;
    // Two level with each other at the bottom: a pair trails, and no one skill of it is named.
    if (polarity === 'tied-laggards') return eq.laggards.length > 1;
    return polarity === 'no-laggard' && eq.laggards.length === 0;
  }
  if (key === 'band') return eq.band === polarity;
  if (key === 'total') return String(eq.score.total) === polarity;
  const c = key as EqCategory;
  if (polarity === 'strongest') return eq.leaders.includes(c);
  if (polarity === 'lowest') return eq.laggards.includes(c);
  if (polarity === 'strength') return eq.level(c) !== 'developing';
  if (polarity === 'growth') return eq.level(c) !== 'strong';
  return eq.level(c) === polarity;
}

function areaHolds(f: MemberFacts, key: string | undefined, polarity: string): boolean {
  if (key === 'overall') return levelOf(f.overall) === polarity;
  if (key) {
    const s = key as BlueprintSection;
    if (polarity === 'strongest') return f.strongest === s;
    if (polarity === 'lightest') return f.lightest === s;
    return f.sectionLevel(s) === polarity;
  }
  if (polarity === 'even') return f.even;
  return polarity === 'no-leader' && !f.strongest;
}

/**
 * A trait claim: a level, 'growth' (not high), a ranking ('leads'), or what a level means. A high score is a 'need';
 * a low one is 'relaxed' (the member is easy about it) only for the traits where that is what a
 * low score means (relaxedWhenLow): a low 'room of your own' is a wish for togetherness.
 */
function traitHolds(f: MemberFacts, trait: string, polarity: string): boolean {
  if (polarity === 'growth') return f.level(trait) !== 'high';
  // First of the member's clear leanings, or of those in its area, by the margin: never a tie.
  if (polarity === 'leads') return clearLeader(f.standouts, f.score) === trait;
  if (polarity === 'leads-area') {
    const inArea = f.standouts.filter((t) => sectionOf(t) === sectionOf(trait));
    return clearLeader(inArea, f.score) === trait;
  }
  if (polarity === 'need') return f.level(trait) === 'high';
  if (polarity === 'relaxed') return f.level(trait) === 'low' && !!phrasesFor(trait).relaxedWhenLow;
  return f.level(trait) === polarity;
}

/** Whether one claim is true of the member's facts. */
export function holds(f: MemberFacts, { fact, polarity }: Claim): boolean {
  const [kind, key] = fact.split(':') as [string, string | undefined];
  switch (kind) {
    case 'trait':
      return traitHolds(f, key!, polarity);
    case 'shape':
      return f.shape(key as BlueprintSection) === polarity;
    case 'goal':
      return f.goal(key as GoalTrait) === polarity;
    case 'asks':
      return f.asks === polarity;
    case 'leanings':
      return polarity === (f.fewLeanings ? 'few' : 'some');
    case 'advice':
      return polarity === 'general';
    case 'report':
      return polarity === 'frame';
    case 'quiet':
      return polarity === 'yes' && !f.standouts.concat(f.lows).some((t) => sectionOf(t) === key);
    case 'eq':
      return eqHolds(f.eq, key, polarity);
    case 'area':
    case 'areas':
      return areaHolds(f, kind === 'areas' ? key : (key ?? ''), polarity);
    default:
      return false;
  }
}

/** Polarities of which one fact can take only one. */
const EXCLUSIVE = [
  ['high', 'mid', 'low'],
  ['yes', 'no', 'undecided'],
  ['strong', 'good', 'developing'],
  ['readily', 'sometimes', 'hard'],
  ['clear', 'light', 'contrast', 'open'],
  ['strongest', 'lightest'],
  ['strength', 'growth'],
  ['need', 'relaxed'],
  ['few', 'some'],
  ['Exceptional EQ', 'High EQ', 'Moderate-High EQ', 'Average EQ', 'Developing EQ'],
];

/** Claims on different facts that cannot both be true: relative and absolute words about an area. */
const CROSS: readonly [(a: Claim) => string | null, string][] = [
  [
    (a) => (a.polarity === 'lightest' ? `shape:${a.fact.slice(5)}|clear` : null),
    'lightest yet clear',
  ],
  [
    (a) =>
      a.polarity === 'strongest' && a.fact.startsWith('area:')
        ? `shape:${a.fact.slice(5)}|light`
        : null,
    'strongest yet light',
  ],
];

/**
 * The fact a claim is compared on. Sentences about asking name their topic (`asks:early`,
 * `asks:reassurance`) so a problem says which one, yet all of them speak of the one `asks` fact:
 * asking readily in one report and finding it hard in another is a contradiction.
 */
const subjectOf = (fact: string) => (fact.startsWith('asks') ? 'asks' : fact);

/**
 * Levels against rankings: a set said to be level (the four areas, the five EQ areas) has no
 * strongest or lightest member, whatever the facts say of each.
 */
function rankedYetLevel(said: ReadonlySet<string>, claims: readonly Claim[]): string[] {
  const rules: [level: string, ranked: RegExp, polarities: RegExp][] = [
    ['areas|even', /^area:/, /^(strongest|lightest)$/],
    ['areas|no-leader', /^area:/, /^strongest$/],
    ['eq|even', /^eq:(?!band|total)/, /^(strongest|lowest)$/],
    ['eq|no-leader', /^eq:(?!band|total)/, /^strongest$/],
    ['eq|no-single-leader', /^eq:(?!band|total)/, /^strongest$/],
    ['eq|no-laggard', /^eq:(?!band|total)/, /^lowest$/],
  ];
  return rules.flatMap(([level, ranked, polarities]) =>
    said.has(level)
      ? claims
          .filter((c) => ranked.test(c.fact) && polarities.test(c.polarity))
          .map((c) => `${level.replace('|', ' is ')}, yet ${c.fact} is ${c.polarity}`)
      : [],
  );
}

/** Every contradiction among a member's claims: with the facts, and with each other. */
export function contradictions(f: MemberFacts, given: readonly Claim[]): string[] {
  const problems = given.filter((c) => !holds(f, c)).map((c) => `${c.fact} is not ${c.polarity}`);
  const claims = given.map((c) => ({ ...c, fact: subjectOf(c.fact) }));
  const said = new Set(claims.map((c) => `${c.fact}|${c.polarity}`));
  for (const c of claims) {
    for (const group of EXCLUSIVE.filter((g) => g.includes(c.polarity))) {
      for (const other of group.filter((p) => p !== c.polarity && said.has(`${c.fact}|${p}`)))
        problems.push(`${c.fact} is both ${c.polarity} and ${other}`);
    }
    for (const [opposite, label] of CROSS) {
      const key = opposite(c);
      if (key && said.has(key)) problems.push(`${c.fact}: ${label}`);
    }
  }
  problems.push(...rankedYetLevel(said, claims));
  return [...new Set(problems)];
}

import { describe, expect, it } from 'vitest';
import {
  NAMED_PATTERNS,
  READER_PATTERNS,
  blueprintFrom,
  eqFrom,
  randomPatterns,
  type AnswerPattern,
} from './answer-patterns.js';
import { contradictions } from './claim-rules.js';
import { claim, startRecorder } from './claims.js';
import { CATEGORY_STEPS } from './eq-categories.js';
import { eqFactsOf } from './eq-facts.js';
import { draftEqReport } from './eq-report.js';
import {
  bareItems,
  bareParagraphs,
  checkMember,
  REPORT_NAMES,
  setSimilarity,
} from './consistency-table.js';
import { buildFacts } from './facts.js';
import { draftMemberReports, writeEqReport } from './index.js';
import { sharedSentences, unbackedSentences } from './sentence-checks.js';

/** Words per report: long enough to be a report (the model's floor), short enough to read. */
const MIN_WORDS = 300;
const MAX_WORDS = 1000;
/** Opposite members may share stock structure, but no more than a third of their phrasing. */
const MAX_SIMILARITY = 0.33;

const PATTERNS: readonly AnswerPattern[] = [
  ...NAMED_PATTERNS,
  ...READER_PATTERNS,
  ...randomPatterns(20),
];
const named = (name: string) => NAMED_PATTERNS.find((p) => p.name === name)!;
const drafted = (name: string) => draftMemberReports({ ...named(name), name: 'Avery' }).reports;

describe.each(PATTERNS.map((p) => [p.name, p] as const))('the reports of %s', (_, pattern) => {
  const check = checkMember(pattern);

  it('make no claim the facts deny and no two claims that disagree', () => {
    expect(check.contradictions).toEqual([]);
  });

  it('write every list item from a recorded claim', () => {
    expect(check.bare).toEqual([]);
  });

  it('write every paragraph from a recorded claim', () => {
    expect(check.bareParagraphs).toEqual([]);
  });

  it('write every sentence from a recorded claim', () => {
    expect(check.bareSentences).toEqual([]);
  });

  it('record every sentence on its own, with its own claims', () => {
    expect(check.sharedSentences).toEqual([]);
  });

  it('back every ranking and "easy-going" with a claim of the sentence that prints it', () => {
    expect(check.unbackedSentences).toEqual([]);
  });

  it('never print the same sentence twice across the set', () => {
    expect(check.repeated).toEqual([]);
  });

  it.each(REPORT_NAMES)('keep %s between the word bounds', (report) => {
    if (check.words[report] === undefined) return expect(pattern.eq).toBeNull();
    expect(check.words[report]).toBeGreaterThanOrEqual(MIN_WORDS);
    expect(check.words[report]).toBeLessThanOrEqual(MAX_WORDS);
  });

  it('claim no rarity or norm, point to nothing absent and do not pitch the Decoder', () => {
    for (const report of REPORT_NAMES) {
      const text = check.reports[report]?.text ?? '';
      expect(text, report).not.toMatch(/\brarer?\b|percentile|than most people|most people/i);
      expect(text, report).not.toMatch(/area below|Compatibility Decoder/);
    }
  });
});

describe('opposite patterns', () => {
  it.each([
    ['warm-secure', 'independent'],
    ['all-high', 'all-low'],
    ['reassurance-seeking', 'independent'],
  ])('%s and %s share less than a third of their phrasing, report by report', (a, b) => {
    const similarity = setSimilarity(checkMember(named(a)), checkMember(named(b)));
    expect(similarity).toBeLessThan(MAX_SIMILARITY);
  });
});

describe('the rules behind the claims', () => {
  it('describes five equal EQ areas as balance, never as two strongest', () => {
    const { eqInsights, eqReport } = drafted('all-neutral');
    expect(eqInsights!.text).not.toMatch(/two strongest/);
    expect(eqInsights!.claims).toContainEqual(claim('eq', 'even'));
    expect(eqReport!.claims.some((c) => c.polarity === 'strongest')).toBe(false);
  });

  it('gives no growth practice for an area already strong', () => {
    const reports = drafted('all-high');
    const steps = Object.values(CATEGORY_STEPS).flat();
    for (const report of REPORT_NAMES) {
      expect(
        reports[report]!.claims.some((c) => c.polarity === 'growth'),
        report,
      ).toBe(false);
      for (const step of steps) expect(reports[report]!.text, report).not.toContain(step);
    }
  });

  it('writes a clear no to children and marriage as a decision, never as an open future', () => {
    const { relationshipDirectionalInsights, blueprintReport } = drafted('independent');
    expect(relationshipDirectionalInsights!.claims).toContainEqual(
      claim('goal:wants_children', 'no'),
    );
    expect(relationshipDirectionalInsights!.claims).toContainEqual(claim('goal:marriage', 'no'));
    for (const { text } of [relationshipDirectionalInsights!, blueprintReport!])
      expect(text).not.toMatch(/keeping your future open|future (is|are) open/i);
  });

  it('names no lightest area that scored high', () => {
    for (const pattern of PATTERNS) {
      const { facts } = draftMemberReports({ ...pattern, name: 'Avery' });
      if (facts.lightest) expect(facts.sectionLevel(facts.lightest)).not.toBe('high');
      if (facts.strongest) expect(facts.sectionLevel(facts.strongest)).not.toBe('low');
    }
  });

  it('catches a claim the facts deny and two claims that disagree', () => {
    const facts = buildFacts('Avery', named('independent').blueprint, named('independent').eq);
    expect(contradictions(facts, [claim('goal:marriage', 'undecided')])).toHaveLength(1);
    expect(
      contradictions(facts, [claim('asks', 'readily'), claim('asks', 'hard')]).join(' '),
    ).toMatch(/both/);
  });

  it('counts asking readily in one sentence and finding it hard in another as a contradiction', () => {
    const facts = buildFacts('Avery', named('independent').blueprint, named('independent').eq);
    const said = [claim('asks:early', 'sometimes'), claim('asks:reassurance', 'sometimes')];
    expect(contradictions(facts, said)).toEqual([]);
    expect(
      contradictions(facts, [claim('asks:early', 'readily'), claim('asks:needs', 'hard')]).join(
        ' ',
      ),
    ).toMatch(/asks is both/);
  });

  // Directness and social skill pull apart here: every report must tell one story about asking.
  it.each([
    ['independent', named('independent')],
    [
      'developing social skill, high directness',
      {
        name: 'direct-but-shy',
        blueprint: blueprintFrom({ direct_expression: 5, reassurance_need: 5 }),
        eq: eqFrom([3, 3, 3, 1, 3]),
      },
    ],
  ])('gives %s one consistent answer about asking', (_, pattern) => {
    const { facts, reports } = draftMemberReports({ ...pattern, name: 'Avery' });
    const claims = REPORT_NAMES.flatMap((r) => reports[r]!.claims);
    const asks = claims.filter((c) => c.fact.startsWith('asks'));
    expect(facts.asks).toBe('sometimes');
    expect(asks.length).toBeGreaterThanOrEqual(2);
    expect(asks.every((c) => c.polarity === 'sometimes')).toBe(true);
    expect(contradictions(facts, claims)).toEqual([]);
    const text = REPORT_NAMES.map((r) => reports[r]!.text).join('\n');
    expect(text).not.toMatch(/asking for (what you need|it) may feel risky/i);
    expect(text).not.toMatch(/say what you like and what you do not fairly early/);
  });

  it('records every strength, blind spot and trait bullet as a claim the suite checks', () => {
    for (const pattern of PATTERNS) {
      const { facts, reports } = draftMemberReports({ ...pattern, name: 'Avery' });
      const { individualInsights, blueprintReport } = reports;
      const [top] = facts.standouts;
      const [lowest] = facts.lows;
      // The first standout and first low always reach the blind spots (at most two highs precede).
      if (top) expect(individualInsights!.claims).toContainEqual(claim(`trait:${top}`, 'high'));
      if (lowest)
        expect(individualInsights!.claims).toContainEqual(claim(`trait:${lowest}`, 'low'));
      for (const t of facts.standouts.slice(0, 3))
        expect(blueprintReport!.claims, pattern.name).toContainEqual(claim(`trait:${t}`, 'high'));
    }
  });

  it('checks style strengths, blind spots and balance texts against the facts', () => {
    const low = buildFacts('Avery', named('all-low').blueprint, named('all-low').eq);
    const high = buildFacts('Avery', named('all-high').blueprint, named('all-high').eq);
    const neutral = buildFacts('Avery', named('all-neutral').blueprint, named('all-neutral').eq);
    // A strength needs a good or strong level; a blind spot about a gap denies a strong level.
    expect(contradictions(low, [claim('eq:Empathy', 'strength')])).toHaveLength(1);
    expect(contradictions(high, [claim('eq:Social Skills', 'growth')])).toHaveLength(1);
    expect(neutral.fewLeanings).toBe(true);
    expect(contradictions(high, [claim('leanings', 'few')])).toHaveLength(1);
    const { eqReport } = drafted('all-high');
    expect(eqReport!.claims).toContainEqual(claim('eq:Motivation', 'strong'));
  });

  // The patterns all have an EQ result, so the Blueprint-only EQ insights are checked here.
  it.each(NAMED_PATTERNS.map((p) => [p.name, p] as const))(
    'writes the Blueprint-only EQ insights of %s from recorded claims',
    (_, pattern) => {
      const { facts, reports } = draftMemberReports({ ...pattern, eq: null, name: 'Avery' });
      expect(bareItems('eqInsights', reports.eqInsights!)).toEqual([]);
      for (const report of REPORT_NAMES.filter((n) => reports[n])) {
        expect(bareParagraphs(report, reports[report]!)).toEqual([]);
        expect(sharedSentences(report, reports[report]!)).toEqual([]);
        expect(unbackedSentences(report, reports[report]!)).toEqual([]);
      }
      const claims = Object.values(reports).flatMap((r) => r.claims);
      expect(claims).toContainEqual(claim('eq', 'absent'));
      expect(contradictions(facts, claims)).toEqual([]);
    },
  );

  // The EQ report on its own (no Blueprint yet) closes differently, so its paragraphs are checked too.
  it.each(NAMED_PATTERNS.map((p) => [p.name, p] as const))(
    'writes the stand-alone EQ report of %s from recorded claims',
    (_, pattern) => {
      const recorder = startRecorder(new Set());
      const eq = eqFactsOf(pattern.eq);
      const text = draftEqReport({ name: 'Avery', eq, hasBlueprint: false }, recorder);
      const report = { text, claims: recorder.claims, said: recorder.said };
      expect(text).toContain('Compatibility Decoder');
      expect(bareItems('eqReport', report)).toEqual([]);
      expect(bareParagraphs('eqReport', report)).toEqual([]);
      expect(sharedSentences('eqReport', report)).toEqual([]);
      const facts = buildFacts('Avery', pattern.blueprint, pattern.eq);
      expect(contradictions(facts, recorder.claims)).toEqual([]);
    },
  );

  it('invites only members without a Blueprint to the Compatibility Decoder', () => {
    const eq = named('warm-secure').eq;
    expect(writeEqReport({ name: 'Avery', eq })).toContain('Compatibility Decoder');
    expect(writeEqReport({ name: 'Avery', eq, hasBlueprint: true })).not.toContain('Decoder');
  });
});

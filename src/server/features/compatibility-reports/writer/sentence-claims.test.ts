import { describe, expect, it } from 'vitest';
import { NAMED_PATTERNS, READER_PATTERNS, randomPatterns } from './answer-patterns.js';
import { claim, startRecorder, type Claim, type Said } from './claims.js';
import { checkMember, checkReports } from './consistency-table.js';
import { draftMemberReports, type DraftedReport } from './index.js';
import { sentencesOf } from './sentence-checks.js';
import { unbackedWords } from './sentence-readings.js';

/**
 * Issue 32, item 4: claims recorded per sentence. Every printed sentence is one recorded unit
 * with its own claims, so a sentence that says something false fails even when the text around
 * it is true.
 */
const PATTERNS = [...NAMED_PATTERNS, ...READER_PATTERNS, ...randomPatterns(20)];

it('records each sentence of all 31 patterns on its own (count in the output)', () => {
  const checks = PATTERNS.map(checkMember);
  const total = checks.reduce((n, c) => n + c.sentences, 0);
  const shared = checks.reduce((n, c) => n + c.sharedSentences.length, 0);
  const bare = checks.reduce((n, c) => n + c.bareSentences.length, 0);
  console.log(
    `${checks.length} patterns: ${total} sentences, ${total - shared - bare} with claims of their own, ${shared} sharing a longer text's claims, ${bare} without claims`,
  );
  expect(checks).toHaveLength(31);
  expect(total).toBeGreaterThan(4000);
  expect(shared + bare).toBe(0);
});

describe('say', () => {
  it('records one sentence per unit, and sayEach splits a kept text into sentences', () => {
    const r = startRecorder(new Set());
    const level = claim('eq:Empathy', 'strong');
    const text = r.sayEach('Your empathy is strong. You sense unspoken feelings.', level);
    expect(text).toBe('Your empathy is strong. You sense unspoken feelings.');
    expect(r.said).toEqual([
      { text: 'Your empathy is strong.', claims: [level] },
      { text: 'You sense unspoken feelings.', claims: [level] },
    ]);
  });
});

// The four areas of 'all-high' are level, so no area may be called the one invested in most.
const PLANTED = 'Communication is where you invest the most.';
const level = NAMED_PATTERNS.find((p) => p.name === 'all-high')!;

/** The member's reports with PLANTED printed after the areas sentence, recorded by `record`. */
function planted(record: (anchor: Said) => Said[]) {
  const { facts, reports } = draftMemberReports({ ...level, name: 'Avery Quinn' });
  const report = reports.blueprintReport!;
  const anchor = report.said.find((s) => s.text.startsWith('Your four areas are level'))!;
  const withPlant: DraftedReport = {
    text: report.text.replace(anchor.text, `${anchor.text} ${PLANTED}`),
    said: report.said.flatMap((s) => (s === anchor ? record(anchor) : [s])),
    claims: [...report.claims, ...record(anchor).flatMap((s) => s.claims)],
  };
  return checkReports(level.name, facts, { ...reports, blueprintReport: withPlant });
}

describe('a false sentence planted inside a true text', () => {
  const afterAnchor = (anchor: Said, claims: readonly Claim[]) => [
    anchor,
    { text: PLANTED, claims },
  ];

  it('passed the checks when said with its paragraph, and now fails as a shared sentence', () => {
    // As the writer recorded it before: one say for both sentences, with the true one's claims.
    const check = planted((anchor) => [{ ...anchor, text: `${anchor.text} ${PLANTED}` }]);
    // The checks there were: every sentence inside a text with claims, no claim the facts deny.
    expect(check.bareSentences).toEqual([]);
    expect(check.contradictions).toEqual([]);
    // Now: the sentence shares a longer text's claims, and none of them backs its ranking.
    expect(check.sharedSentences).toContain(`blueprintReport: ${PLANTED}`);
    expect(check.unbackedSentences).toEqual([
      `blueprintReport: ${PLANTED}: invest the most (needs strongest)`,
    ]);
  });

  it('fails when said on its own but riding on its neighbour’s claims', () => {
    const check = planted((anchor) => afterAnchor(anchor, anchor.claims));
    expect(check.sharedSentences).toEqual([]);
    expect(check.unbackedSentences).toEqual([
      `blueprintReport: ${PLANTED}: invest the most (needs strongest)`,
    ]);
  });

  it('fails on the facts when said with the claim it makes', () => {
    const check = planted((anchor) =>
      afterAnchor(anchor, [claim('area:communication', 'strongest')]),
    );
    expect(check.unbackedSentences).toEqual([]);
    expect(check.contradictions).toEqual([
      'area:communication is not strongest',
      'areas is even, yet area:communication is strongest',
    ]);
  });
});

describe('what a sentence’s words commit it to', () => {
  it('asks a ranking word for a ranking claim, and "easy-going" for a relaxed one', () => {
    expect(
      unbackedWords('Most of all, you keep your family close.', [claim('trait:x', 'high')]),
    ).toHaveLength(1);
    expect(
      unbackedWords('Most of all, you keep your family close.', [claim('trait:x', 'leads-area')]),
    ).toEqual([]);
    expect(
      unbackedWords('Empathy is among your strongest areas.', [claim('eq:Empathy', 'strength')]),
    ).toEqual([]);
    expect(
      unbackedWords('Look at tidiness, where you are easy-going.', [
        claim('trait:tidiness', 'low'),
      ]),
    ).toEqual(['you are easy-going (needs relaxed)']);
    expect(unbackedWords('You like to plan ahead.', [])).toEqual([]);
  });

  it('splits printed markdown into sentences, leaving labels out', () => {
    expect(sentencesOf('# Title\n\n- **Empathy** (20 of 25): Strong. Kind.\n\n> Quote.')).toEqual([
      'Strong.',
      'Kind.',
    ]);
  });
});

/**
 * How much of Individual insights restates an earlier report of the same member (issue 32: it
 * "mostly repeats the Blueprint's trait list"). A sentence restates when it makes a claim about
 * the member (not general advice or framing) that the other report also makes, or when its
 * phrasing is close to one of that report's sentences.
 */
import { FRAME, GENERAL, type Claim } from './claims.js';
import type { DraftedReport, MemberReportName } from './index.js';
import { trigramSimilarity } from './report-measures.js';
import { readSentences } from './sentence-checks.js';

/** Word-trigram similarity from which two sentences count as the same phrasing. */
export const CLOSE_PHRASING = 0.3;

const key = (c: Claim) => `${c.fact}=${c.polarity}`;
const aboutMember = (c: Claim) => key(c) !== key(GENERAL) && key(c) !== key(FRAME);

export interface Overlap {
  /** Sentences of the report measured. */
  sentences: number;
  /** Of those, sentences whose claims about the member one sentence of the other report makes. */
  sameClaims: number;
  /** Of those, sentences phrased close to (CLOSE_PHRASING) a sentence of the other report. */
  closePhrasing: number;
}

/**
 * The sentences of `report` that restate `other`: one sentence of `other` makes all their claims
 * about the member (at least one), or their phrasing is close to one of `other`'s sentences.
 */
export function overlapOf(report: DraftedReport, other: DraftedReport | undefined): Overlap {
  const read = readSentences(report);
  if (!other) return { sentences: read.length, sameClaims: 0, closePhrasing: 0 };
  const theirRead = readSentences(other);
  const theirs = theirRead.map((s) => new Set(s.said.flatMap((x) => x.claims).map(key)));
  const theirSentences = theirRead.map((s) => s.sentence);
  let sameClaims = 0;
  let closePhrasing = 0;
  for (const { sentence, said } of read) {
    const own = said.flatMap((s) => s.claims).filter(aboutMember);
    if (own.length > 0 && theirs.some((t) => own.every((c) => t.has(key(c))))) sameClaims++;
    if (theirSentences.some((t) => trigramSimilarity(sentence, t) >= CLOSE_PHRASING))
      closePhrasing++;
  }
  return { sentences: read.length, sameClaims, closePhrasing };
}

/** Individual insights measured against each earlier report it could repeat. */
export const individualOverlap = (reports: Partial<Record<MemberReportName, DraftedReport>>) => ({
  blueprint: overlapOf(reports.individualInsights!, reports.blueprintReport),
  eq: overlapOf(reports.individualInsights!, reports.eqReport),
  eqInsights: overlapOf(reports.individualInsights!, reports.eqInsights),
});

/** A sentence as a reader meets it: bold lead-ins gone, case and closing punctuation folded. */
const plain = (sentence: string) =>
  sentence
    .replace(/\*/g, '')
    .replace(/[.!?:;,]+$/, '')
    .trim()
    .toLowerCase();

const sentenceSet = (report: DraftedReport) =>
  readSentences(report)
    .map(({ sentence }) => plain(sentence))
    .filter((s) => s.split(/\s+/).length >= 5);

/**
 * Sentences of five words or more in `report` that one of `others` prints too, read as printed
 * sentences (sentence-checks.ts): a trait line printed as '**Label.** You ...' in one report and
 * '**Label**: you ...' in another is the same sentence to the reader, though repeatedSentences
 * (which compares raw lines) tells them apart.
 */
export function repeatedFrom(report: DraftedReport, others: readonly DraftedReport[]): string[] {
  const theirs = new Set(others.flatMap(sentenceSet));
  return [...new Set(sentenceSet(report).filter((s) => theirs.has(s)))];
}

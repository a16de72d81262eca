/**
 * The table the consistency issue asks for: per answer pattern, words per report, repeated
 * sentences and contradictions found, plus similarity between opposite patterns. Printed by
 * consistency-table.test.ts; kept apart so the numbers can be read in one place.
 */
import type { AnswerPattern } from './answer-patterns.js';
import { contradictions } from './claim-rules.js';
import type { MemberFacts } from './facts.js';
import { draftMemberReports, type DraftedReport, type MemberReportName } from './index.js';
import { repeatedSentences, trigramSimilarity } from './report-measures.js';
import {
  bareSentences,
  blocksOf,
  isWritten,
  sentencesOf,
  sharedSentences,
  unbackedSentences,
} from './sentence-checks.js';
import { wordCount } from './text.js';

export const REPORT_NAMES: readonly MemberReportName[] = [
  'eqReport',
  'blueprintReport',
  'eqInsights',
  'individualInsights',
  'relationshipDevelopmentInsights',
  'relationshipDirectionalInsights',
];

export interface MemberCheck {
  pattern: string;
  /** A member without an EQ result gets no EQ reports. */
  reports: Partial<Record<MemberReportName, DraftedReport>>;
  words: Partial<Record<MemberReportName, number>>;
  repeated: string[];
  contradictions: string[];
  /** List items (`- ` or `1. ` lines) printed without a recorded claim, as `report: item`. */
  bare: string[];
  /** Paragraphs holding no text printed with a recorded claim, as `report: paragraph`. */
  bareParagraphs: string[];
  /** Sentences of prose and lists printed without a recorded claim, as `report: sentence`. */
  bareSentences: string[];
  /** Sentences recorded only as part of a longer text, so without claims of their own. */
  sharedSentences: string[];
  /** Sentences whose ranking or meaning words their own claims do not back. */
  unbackedSentences: string[];
  /** How many sentences the member's reports print. */
  sentences: number;
}

type Reports = Partial<Record<MemberReportName, DraftedReport>>;

/** A block that is prose: not a heading, pull-quote or list. */
const isParagraph = (block: string) => isWritten(block) && !/^(?:- |\d+\. )/.test(block);

/**
 * A report's list items holding no text printed through `say` with a claim. Lists are where
 * strengths, blind spots and steps sit, so this is where an unrecorded assertion would hide.
 */
export const bareItems = (name: MemberReportName, { text, said }: DraftedReport) =>
  [...text.matchAll(/^(?:- |\d+\. )(.*)$/gm)]
    .map((m) => m[1]!)
    .filter((item) => !said.some((s) => item.includes(s.text)))
    .map((item) => `${name}: ${item}`);

/**
 * A report's paragraphs (blocks between blank lines that are not headings, pull-quotes or lists)
 * that contain no text printed through `say` with a claim: each paragraph must rest on a fact.
 */
export const bareParagraphs = (name: MemberReportName, { text, said }: DraftedReport) =>
  blocksOf(text)
    .filter(isParagraph)
    .filter((block) => !said.some((s) => block.includes(s.text)))
    .map((block) => `${name}: ${block}`);

/** Every check of the suite over one member's reports. */
export function checkReports(pattern: string, facts: MemberFacts, reports: Reports): MemberCheck {
  const present = REPORT_NAMES.filter((n) => reports[n]);
  const all = present.map((n) => reports[n]!);
  const each = (check: (name: MemberReportName, report: DraftedReport) => string[]) =>
    present.flatMap((n) => check(n, reports[n]!));
  return {
    pattern,
    reports,
    words: Object.fromEntries(present.map((n) => [n, wordCount(reports[n]!.text)])),
    repeated: repeatedSentences(all.map((r) => r.text)),
    contradictions: contradictions(
      facts,
      all.flatMap((r) => r.claims),
    ),
    bare: each(bareItems),
    bareParagraphs: each(bareParagraphs),
    bareSentences: each(bareSentences),
    sharedSentences: each(sharedSentences),
    unbackedSentences: each(unbackedSentences),
    sentences: all.reduce((sum, r) => sum + sentencesOf(r.text).length, 0),
  };
}

export function checkMember(p: AnswerPattern): MemberCheck {
  const { facts, reports } = draftMemberReports({ ...p, name: 'Avery Quinn' });
  return checkReports(p.name, facts, reports);
}

/** Highest per-report trigram similarity between two members' sets. */
export const setSimilarity = (a: MemberCheck, b: MemberCheck) =>
  Math.max(
    ...REPORT_NAMES.map((n) =>
      trigramSimilarity(a.reports[n]?.text ?? '', b.reports[n]?.text ?? ''),
    ),
  );

export function consistencyTable(checks: readonly MemberCheck[]): string {
  const short = ['eq', 'bp', 'eqIns', 'indiv', 'devel', 'direc'];
  const rows = checks.map((c) =>
    [c.pattern.padEnd(20), ...REPORT_NAMES.map((n) => String(c.words[n] ?? '-').padStart(5))]
      .concat([String(c.repeated.length).padStart(8), String(c.contradictions.length).padStart(14)])
      .join(' '),
  );
  const header = ['pattern'.padEnd(20), ...short.map((s) => s.padStart(5))]
    .concat(['repeated'.padStart(8), 'contradictions'.padStart(14)])
    .join(' ');
  return [header, ...rows].join('\n');
}

/**
 * The table the consistency issue asks for: per answer pattern, words per report, repeated
 * sentences and contradictions found, plus similarity between opposite patterns. Printed by
 * consistency-table.test.ts; kept apart so the numbers can be read in one place.
 */
import type { AnswerPattern } from './answer-patterns.js';
import { contradictions } from './claim-rules.js';
import { draftMemberReports, type DraftedReport, type MemberReportName } from './index.js';
import { repeatedSentences, trigramSimilarity } from './report-measures.js';
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
}

/**
 * A report's list items that were not printed through `say` with a claim. Lists are where
 * strengths, blind spots and steps sit, so this is where an unrecorded assertion would hide.
 */
export const bareItems = (name: MemberReportName, { text, grounded }: DraftedReport) =>
  [...text.matchAll(/^(?:- |\d+\. )(.*)$/gm)]
    .map((m) => m[1]!)
    .filter((item) => !grounded.has(item))
    .map((item) => `${name}: ${item}`);

/** A block that is prose: not a heading, pull-quote or list. */
const isParagraph = (block: string) => !/^(?:#|>|- |\d+\. )/.test(block);

/**
 * A report's paragraphs (blocks between blank lines that are not headings, pull-quotes or lists)
 * that contain no text printed through `say` with a claim: each paragraph must rest on a fact.
 */
export const bareParagraphs = (name: MemberReportName, { text, grounded }: DraftedReport) =>
  text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && isParagraph(block))
    .filter((block) => ![...grounded].some((said) => block.includes(said)))
    .map((block) => `${name}: ${block}`);

/** Sentence ends: a full stop, question or exclamation mark before the next capitalised word. */
const SENTENCE_END = /(?<=[.!?:])\s+(?=[A-Z“"*])/;

/**
 * The sentences of a report's prose and list items (a bold lead-in such as '**Values.**' set
 * aside) that were printed without a claim: each must lie inside a text printed through `say`
 * with one, or hold such a text. A paragraph is no longer enough: every sentence rests on a fact,
 * or says openly that it is general advice or the report's own framing.
 */
export function bareSentences(name: MemberReportName, { text, grounded }: DraftedReport) {
  const said = [...grounded];
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '' && !/^(?:#|>)/.test(block))
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/^(?:- |\d+\. )/, '').replace(/^\*\*[^*]+\*\*:?\s*/, ''))
    .flatMap((line) => line.split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter((s) => s !== '' && !said.some((g) => g.includes(s) || s.includes(g)))
    .map((s) => `${name}: ${s}`);
}

export function checkMember(p: AnswerPattern): MemberCheck {
  const { facts, reports } = draftMemberReports({ ...p, name: 'Avery Quinn' });
  const present = REPORT_NAMES.filter((n) => reports[n]);
  const all = present.map((n) => reports[n]!);
  return {
    pattern: p.name,
    reports,
    words: Object.fromEntries(present.map((n) => [n, wordCount(reports[n]!.text)])),
    repeated: repeatedSentences(all.map((r) => r.text)),
    contradictions: contradictions(
      facts,
      all.flatMap((r) => r.claims),
    ),
    bare: present.flatMap((n) => bareItems(n, reports[n]!)),
    bareParagraphs: present.flatMap((n) => bareParagraphs(n, reports[n]!)),
    bareSentences: present.flatMap((n) => bareSentences(n, reports[n]!)),
  };
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

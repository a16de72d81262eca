/**
 * The suite read sentence by sentence: every printed sentence is found with the texts recorded
 * through `say` that carry it, so each is checked on its own claims, not its paragraph's.
 */
import type { Said } from './claims.js';
import type { DraftedReport, MemberReportName } from './index.js';
import { unbackedWords } from './sentence-readings.js';

/** A block that is prose or a list: not a heading or pull-quote. */
export const isWritten = (block: string) => block !== '' && !/^(?:#|>)/.test(block);

export const blocksOf = (text: string) => text.split(/\n{2,}/).map((block) => block.trim());

/** Sentence ends: a full stop, question or exclamation mark before the next capitalised word. */
const SENTENCE_END = /(?<=[.!?:])\s+(?=[A-Z“"*])/;

/** A bold label opening a line ('**Values.**', '**Empathy** (20 of 25):'): a label, not a sentence. */
const LEAD_IN = /^\*\*[^*]+\*\*(?: \(\d+ of \d+\))?:?\s*/;

/**
 * The sentences of some printed markdown: prose and list items, each line with its list marker
 * and a bold lead-in such as '**Values.**' set aside, split at sentence ends.
 */
export const sentencesOf = (markdown: string) =>
  blocksOf(markdown)
    .filter(isWritten)
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/^(?:- |\d+\. )/, '').replace(LEAD_IN, ''))
    .flatMap((line) => line.split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');

/** One printed sentence and the texts printed through `say` that it lies in or holds. */
export interface ReadSentence {
  sentence: string;
  said: readonly Said[];
}

/** Every printed sentence of a report, with the recorded texts that carry its claims. */
export const readSentences = ({ text, said }: DraftedReport): ReadSentence[] =>
  sentencesOf(text).map((sentence) => ({
    sentence,
    said: said.filter((s) => s.text.includes(sentence) || sentence.includes(s.text)),
  }));

/**
 * The sentences of a report's prose and list items printed without a claim: each must lie inside
 * a text printed through `say` with one, or hold such a text. Every sentence rests on a fact, or
 * says openly that it is general advice or the report's own framing.
 */
export const bareSentences = (name: MemberReportName, report: DraftedReport) =>
  readSentences(report)
    .filter((s) => s.said.length === 0)
    .map((s) => `${name}: ${s.sentence}`);

/**
 * Sentences that share their claims: they lie inside a text recorded through `say` that holds
 * more than one sentence, so the claims on record are the whole text's, not the sentence's own.
 */
export const sharedSentences = (name: MemberReportName, report: DraftedReport) =>
  readSentences(report)
    .filter((s) => s.said.some((said) => sentencesOf(said.text).length > 1))
    .map((s) => `${name}: ${s.sentence}`);

/**
 * Sentences whose own claims do not back their words: a ranking or 'easy-going' printed in a
 * sentence that records no claim of that kind (sentence-readings.ts), as `report: sentence: words`.
 */
export const unbackedSentences = (name: MemberReportName, report: DraftedReport) =>
  readSentences(report).flatMap(({ sentence, said }) =>
    unbackedWords(
      sentence,
      said.flatMap((s) => s.claims),
    ).map((words) => `${name}: ${sentence}: ${words}`),
  );

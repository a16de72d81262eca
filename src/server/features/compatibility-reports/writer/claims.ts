/**
 * What a report asserts, recorded next to the sentence that asserts it. The consistency rules
 * (claim-rules.ts) check these records against the facts profile and against each other, so
 * contradictions are caught from what was meant, not by searching the prose.
 */
import type { MemberFacts } from './facts.js';
import { GENERAL, type Claim } from './claim.js';

// The record itself lives in claim.ts, which imports nothing (types.ts needs it too).
export { claim, FRAME, GENERAL, type Claim } from './claim.js';

/** One text printed through `say`, with the claims that text makes. */
export interface Said {
  text: string;
  claims: readonly Claim[];
}

/** What has been said so far in one report, and what the member's other reports already said. */
export interface Recorder {
  claims: Claim[];
  /**
   * Every text printed with at least one claim, with its own claims. The suite checks each
   * printed sentence is one of them, so a sentence printed without saying what it rests on (or
   * riding on a neighbour's claims) cannot slip past the consistency rules.
   */
  said: Said[];
  /** Records one sentence (or a clause of one) with the claims it makes, and returns it. */
  say: (sentence: string, ...claims: Claim[]) => string;
  /**
   * Says each sentence of a kept text on its own, every one with `claims`: only for texts whose
   * every sentence asserts them, or shows what they mean for this member (a level, then what it
   * looks like in love). A sentence about something else (another fact, advice that fits anyone,
   * the report's frame) is split off and said with its own claims; a step's reason, see sayStep.
   */
  sayEach: (text: string, ...claims: Claim[]) => string;
  /** The first of `texts` not yet used in this member's reports, marked used; '' if none is left. */
  fresh: (...texts: string[]) => string;
}

/** The facts while one of a member's reports is written, with its recorder. */
export type Draft = MemberFacts & Recorder;

/** Sentences already printed in a member's set of reports, shared by every draft of that set. */
export type UsedTexts = Set<string>;

/**
 * Sentence ends in kept texts: a full stop, question or exclamation mark, then a new sentence.
 * The suite reads printed text more strictly (a colon before a capital ends one too, see
 * sentence-checks.ts), so a unit it reads as two sentences fails rather than slipping through.
 */
const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z“"])/;

/** The sentences of one paragraph of kept text, as written (joined by a space they restore it). */
export const sentencesIn = (text: string) => (text ? text.split(SENTENCE_END) : []);

export function startRecorder(used: UsedTexts): Recorder {
  const claims: Claim[] = [];
  const said: Said[] = [];
  const say = (text: string, ...made: Claim[]) => {
    if (text) claims.push(...made);
    if (text && made.length > 0) said.push({ text, claims: made });
    return text;
  };
  return {
    claims,
    said,
    say,
    sayEach: (text, ...made) =>
      sentencesIn(text)
        .map((s) => say(s, ...made))
        .join(' '),
    fresh: (...texts) => {
      const text = texts.find((t) => t !== '' && !used.has(t)) ?? '';
      if (text) used.add(text);
      return text;
    },
  };
}

export const startDraft = (facts: MemberFacts, used: UsedTexts): Draft => ({
  ...facts,
  ...startRecorder(used),
});

/**
 * A step: its first sentence is what to do, resting on `claims`; the sentences after it give
 * the reason, which holds for anyone (GENERAL). Only for steps written that way.
 */
export function sayStep(r: Recorder, text: string, ...claims: Claim[]): string {
  const [first = '', ...reasons] = sentencesIn(text);
  return [r.say(first, ...claims), ...reasons.map((s) => r.say(s, GENERAL))].join(' ');
}

/** Up to `limit` of `texts` that no earlier report of the member printed, marking them printed. */
export function takeFresh(r: Recorder, texts: readonly string[], limit: number): string[] {
  const taken: string[] = [];
  for (const text of texts) if (taken.length < limit && r.fresh(text)) taken.push(text);
  return taken;
}

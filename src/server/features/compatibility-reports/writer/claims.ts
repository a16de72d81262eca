/**
 * What a report asserts, recorded next to the sentence that asserts it. The consistency rules
 * (claim-rules.ts) check these records against the facts profile and against each other, so
 * contradictions are caught from what was meant, not by searching the prose.
 */
import type { MemberFacts } from './facts.js';
import type { Claim } from './claim.js';

// The record itself lives in claim.ts, which imports nothing (types.ts needs it too).
export { claim, FRAME, GENERAL, type Claim } from './claim.js';

/** What has been said so far in one report, and what the member's other reports already said. */
export interface Recorder {
  claims: Claim[];
  /**
   * Texts printed with at least one claim. The suite checks every list item is among them, so
   * a line printed without saying what it rests on cannot slip past the consistency rules.
   */
  grounded: Set<string>;
  /** Records the claims a text makes and returns the text. */
  say: (text: string, ...claims: Claim[]) => string;
  /** The first of `texts` not yet used in this member's reports, marked used; '' if none is left. */
  fresh: (...texts: string[]) => string;
}

/** The facts while one of a member's reports is written, with its recorder. */
export type Draft = MemberFacts & Recorder;

/** Sentences already printed in a member's set of reports, shared by every draft of that set. */
export type UsedTexts = Set<string>;

export function startRecorder(used: UsedTexts): Recorder {
  const claims: Claim[] = [];
  const grounded = new Set<string>();
  return {
    claims,
    grounded,
    say: (text, ...made) => {
      if (text) claims.push(...made);
      if (text && made.length > 0) grounded.add(text);
      return text;
    },
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

/** Up to `limit` of `texts` that no earlier report of the member printed, marking them printed. */
export function takeFresh(r: Recorder, texts: readonly string[], limit: number): string[] {
  const taken: string[] = [];
  for (const text of texts) if (taken.length < limit && r.fresh(text)) taken.push(text);
  return taken;
}

/**
 * What a sentence's own words commit it to. A ranking word ('strongest', 'most of all', 'leads
 * the way', 'lightest', 'most room to grow') or the word 'easy-going' is an assertion in its own
 * right, so the sentence that prints it must record a claim of that kind; the claim-rules then
 * check that claim against the facts. Read per sentence: a neighbour's claim does not count.
 */
import type { Claim } from './claims.js';

/** A wording and the polarities of which the sentence must record at least one. */
export type Reading = readonly [words: RegExp, polarities: readonly string[]];

/**
 * Saying a set has no leader uses the leader's words too, negated ('no single skill leads'): such
 * a sentence records that nothing leads (or that the set is level) instead of a leader.
 */
const NEGATED = /\bno (?:single |one )?(?:area|skill)s?\b|\bnone\b/i;
const UNRANKED = ['no-leader', 'no-single-leader', 'no-laggard', 'even'];

export const READINGS: readonly Reading[] = [
  // A trait first within its area ('Most of all, ...'), or first of all the member's traits.
  [/\bMost of all\b/, ['leads-area']],
  [/\byour strongest trait\b/, ['leads']],
  [/\bamong your strongest\b/, ['strongest', 'strength']],
  [
    /(?<!among your )\bstrongest\b(?! trait)|\bleads? (?:the way|yours|by much)\b|\blead with\b|\bstands? (?:out|clearly ahead)\b|\bclearly ahead\b|\binvest the most\b/,
    ['strongest'],
  ],
  [/\blightest\b|\bmost flexible area\b|\bhold most lightly\b/, ['lightest']],
  [/\bmost room to grow\b/, ['growth', 'lowest']],
  [/\btrails?\b|\ba little behind\b/, ['lowest']],
  // Only a low score on a trait where low means ease may be called easy-going (issue 32).
  [/\byou are (?:most )?easy-going\b/, ['relaxed']],
];

/**
 * The readings a sentence's own claims do not back, as 'words (needs a, b)'; [] when every
 * ranking or meaning word in it is recorded.
 */
export function unbackedWords(sentence: string, claims: readonly Claim[]): string[] {
  const negated = NEGATED.test(sentence);
  return READINGS.filter(([words]) => words.test(sentence))
    .map(([words, polarities]) => [words, negated ? UNRANKED : polarities] as const)
    .filter(([, polarities]) => !claims.some((c) => polarities.includes(c.polarity)))
    .map(([words, polarities]) => `${sentence.match(words)![0]} (needs ${polarities.join(', ')})`);
}

import { stemmer } from 'stemmer';

/**
 * How the built-in coach recognises what a message is about: its words as stems, and cues (a
 * word or a short phrase) found in them in order. Topics (topics.ts) and the limits of what it
 * answers (boundaries.ts) both use it.
 */

/** Words as their stems ('countries' and 'country' alike), in order. */
export const stems = (text: string) =>
  (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}']+/gu) ?? []
  ).map((w) => stemmer(w.replace(/'s$/, '').replace(/^'+|'+$/g, '')));

/** How far apart a cue's words may be ('left me on read' still says 'left on read'). */
const MAX_GAP = 3;

/** Words this short are too alike to forgive a typo in ('right' and 'fight'). */
const TYPO_MIN_LENGTH = 6;

/** True when `a` becomes `b` by one letter added, dropped, changed or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const [restA, restB] = [a.slice(i + 1), b.slice(i + 1)];
  return (
    restA === restB || // changed
    a.slice(i) === b.slice(i + 1) || // added
    a.slice(i + 1) === b.slice(i) || // dropped
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)) // swapped
  );
}

/** Where `word` next appears from `from` on: exactly, or (when typos are forgiven) with one. */
function find(message: string[], word: string, from: number, typos: boolean): number {
  const exact = message.indexOf(word, from);
  if (exact !== -1 || !typos || word.length < TYPO_MIN_LENGTH) return exact;
  return message.findIndex(
    (w, at) => at >= from && w.length >= TYPO_MIN_LENGTH && oneEditApart(w, word),
  );
}

/**
 * True when the cue's words appear in the message in order, each close to the one before. With
 * `typos`, a long word may carry one slip ('relationshp'); the limits of what the coach answers
 * (boundaries.ts) match exactly, so a near word never sends a member to a hotline.
 */
export function mentions(message: string[], cue: string[], typos = false): boolean {
  for (
    let start = find(message, cue[0]!, 0, typos);
    start !== -1;
    start = find(message, cue[0]!, start + 1, typos)
  ) {
    let at = start;
    const found = cue.slice(1).every((word) => {
      const next = find(message, word, at + 1, typos);
      if (next === -1 || next - at > MAX_GAP) return false;
      at = next;
      return true;
    });
    if (found) return true;
  }
  return false;
}

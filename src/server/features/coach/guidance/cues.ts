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
  ).map((w) => stemmer(w.replace(/'s$/, '')));

/** How far apart a cue's words may be ('left me on read' still says 'left on read'). */
const MAX_GAP = 3;

/** True when the cue's words appear in the message in order, each close to the one before. */
export function mentions(message: string[], cue: string[]): boolean {
  for (
    let start = message.indexOf(cue[0]!);
    start !== -1;
    start = message.indexOf(cue[0]!, start + 1)
  ) {
    let at = start;
    const found = cue.slice(1).every((word) => {
      const next = message.indexOf(word, at + 1);
      if (next === -1 || next - at > MAX_GAP) return false;
      at = next;
      return true;
    });
    if (found) return true;
  }
  return false;
}

import { stemmer } from 'stemmer';
import { DATING_TOPICS } from './dating-topics.js';
import { HARD_MOMENT_TOPICS } from './hard-moments-topics.js';
import { RELATIONSHIP_TOPICS } from './relationship-topics.js';
import type { Topic } from './topic.js';

export type { Topic } from './topic.js';
export const TOPICS: readonly Topic[] = [
  ...DATING_TOPICS,
  ...RELATIONSHIP_TOPICS,
  ...HARD_MOMENT_TOPICS,
];

/** Words as their stems ('countries' and 'country' alike), in order. */
const stems = (text: string) =>
  (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}']+/gu) ?? []
  ).map((w) => stemmer(w.replace(/'s$/, '')));

/** How far apart a cue's words may be ('left me on read' still says 'left on read'). */
const MAX_GAP = 3;

/** True when the cue's words appear in the message in order, each close to the one before. */
function mentions(message: string[], cue: string[]): boolean {
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

const CUES = TOPICS.map((topic) => ({ topic, cues: topic.cues.map(stems) }));

/**
 * The subject a message is about: the topic with the most cues in it (a longer cue, being more
 * telling, counts a little more), or null when nothing points anywhere.
 */
export function topicOf(message: string): Topic | null {
  const words = stems(message);
  let best: { topic: Topic; score: number } | null = null;
  for (const { topic, cues } of CUES) {
    const score = cues.reduce(
      (sum, cue) => (mentions(words, cue) ? sum + 1 + cue.length * 0.1 : sum),
      0,
    );
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic ?? null;
}

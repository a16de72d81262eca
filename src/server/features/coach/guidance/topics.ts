import { mentions, stems } from './cues.js';
import { DATING_TOPICS } from './dating-topics.js';
import { HARD_MOMENT_TOPICS } from './hard-moments-topics.js';
import { RELATIONSHIP_TOPICS } from './relationship-topics.js';
import { SELF_TOPICS } from './self-topics.js';
import type { Topic } from './topic.js';

export type { Topic } from './topic.js';
export const TOPICS: readonly Topic[] = [
  ...DATING_TOPICS,
  ...RELATIONSHIP_TOPICS,
  ...HARD_MOMENT_TOPICS,
  ...SELF_TOPICS,
];

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
      (sum, cue) => (mentions(words, cue, true) ? sum + 1 + cue.length * 0.1 : sum),
      0,
    );
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic ?? null;
}

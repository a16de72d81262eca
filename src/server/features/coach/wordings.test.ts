import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boundaryOf } from './guidance/boundaries.js';
import { asksAboutResults } from './guidance/results-explained.js';
import { topicOf } from './guidance/topics.js';

/**
 * Issue 32: what members ask, in wordings written by helpers who never saw the coach's cues
 * (three sets of 60, 50 and 48 messages, each labelled with its subject). Set 1 was measured
 * before any cue was added for it (32 of 60 on topic), set 2 after tuning on set 1 (30 of 50),
 * set 3 after tuning on sets 1 and 2 (21 of 48, then 24 with its safety cues). Cues were then
 * added from the sets' misses, so only set 3's figure says much about unseen wording.
 */
interface Wording {
  message: string;
  subject: string;
}
const set = (n: number) =>
  JSON.parse(
    readFileSync(new URL(`./wordings/set-${n}.json`, import.meta.url), 'utf8'),
  ) as Wording[];
const SETS = [set(1), set(2), set(3)];

/** The subject the built-in coach answers a message on, in the order it checks. */
const answeredOn = (message: string) =>
  boundaryOf(message)?.id ??
  (asksAboutResults(message) ? 'my-results' : null) ??
  topicOf(message)?.id ??
  null;

const onTopic = (wordings: Wording[]) =>
  wordings.filter(({ message, subject }) => answeredOn(message) === subject).length;

describe('the coach on wordings it was not written from', () => {
  it('recognises everyone who may be in danger, in every set', () => {
    const urgent = SETS.flat().filter((w) => w.subject === 'crisis' || w.subject === 'abuse');
    expect(urgent.length).toBeGreaterThanOrEqual(18);
    for (const { message, subject } of urgent)
      expect({ message, got: boundaryOf(message)?.id }).toEqual({ message, got: subject });
  });

  it('answers as many on topic as measured (a regression floor, not a goal)', () => {
    const [first, second, third] = SETS.map(onTopic);
    expect(first).toBeGreaterThanOrEqual(60);
    expect(second).toBeGreaterThanOrEqual(50);
    expect(third).toBeGreaterThanOrEqual(24);
    expect(SETS.map((s) => s.length)).toEqual([60, 50, 48]);
  });
});

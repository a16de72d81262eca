import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boundaryOf } from './guidance/boundaries.js';
import { asksAboutResults } from './guidance/results-explained.js';
import { topicOf } from './guidance/topics.js';

/**
 * Issue 32: what members ask, in wordings written by helpers who never saw the coach's cues
 * (sets of 60, 50, 48, 80 and 80 messages, each labelled with its subject; null is a question
 * outside what the coach does). Set 1 was measured before any cue was added for it (32 of 60 on
 * topic), set 2 after tuning on set 1 (30 of 50), set 3 after tuning on sets 1 and 2 (21 of 48,
 * then 24 with its safety cues), set 4 after tuning on sets 1-3 (40 of 80; it also showed an
 * anxious dater 'checking my phone' answered as abuse). Then the later-dates subject, typo
 * tolerance and cues from the misses of sets 1-4 were added (set 4: 75 of 80, set 3: 39 of 48),
 * and set 5 was measured once, never tuned on: 57 of 80. Only set 5's figure says much about
 * unseen wording. One of its four people in danger was missed ('thinking about ending it'), so
 * that cue was added after the measurement: safety first, the figure above stays as measured. Sets 4 and 5 were written on a coarser scheme (later dates, messages, self,
 * ...) and relabelled to the coach's closest subject; set 5's by its answer where the scheme
 * allowed it, else the scheme's main subject.
 */
interface Wording {
  message: string;
  subject: string | null;
}
const set = (n: number) =>
  JSON.parse(
    readFileSync(new URL(`./wordings/set-${n}.json`, import.meta.url), 'utf8'),
  ) as Wording[];
const SETS = [set(1), set(2), set(3), set(4), set(5)];

/** The subject the built-in coach answers a message on, in the order it checks. */
const answeredOn = (message: string) =>
  boundaryOf(message)?.id ??
  (asksAboutResults(message) ? 'my-results' : null) ??
  topicOf(message)?.id ??
  null;

/** On topic per set, as measured (see above). */
const FLOORS = [60, 50, 39, 75, 57];

const onTopic = (wordings: Wording[]) =>
  wordings.filter(({ message, subject }) => answeredOn(message) === subject).length;

describe('the coach on wordings it was not written from', () => {
  it('recognises everyone who may be in danger, in every set', () => {
    const urgent = SETS.flat().filter((w) => w.subject === 'crisis' || w.subject === 'abuse');
    expect(urgent.length).toBeGreaterThanOrEqual(26);
    for (const { message, subject } of urgent)
      expect({ message, got: boundaryOf(message)?.id }).toEqual({ message, got: subject });
  });

  it('answers as many on topic as measured (a regression floor, not a goal)', () => {
    for (const [i, wordings] of SETS.entries())
      expect(onTopic(wordings), `set ${i + 1}`).toBeGreaterThanOrEqual(FLOORS[i]!);
    expect(SETS.map((s) => s.length)).toEqual([60, 50, 48, 80, 80]);
  });
});

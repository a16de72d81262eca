import {
  DEALBREAKER_TOPICS,
  DEFAULT_DISTANCE_MILES,
  type DealbreakerTopic,
} from '#shared/domain/match-preferences.js';
import { defaultAgeWindow } from './filters.js';
import { cosOfRadius } from './geo.js';
import type { MemberInput } from './types.js';

/**
 * A member's own preferences as the engine holds them: one 32-bit word per member (word 15 of
 * the score record, kernel.ts), read with the candidate's record so the filters cost no extra
 * memory access in the hot loops:
 *   bits 0-6   the youngest partner age they accept   bits 7-13  the oldest
 *   bits 14-16 topics answered "yes"                  bits 17-19 topics answered "no"
 *   bits 20-22 dealbreaker topics                     bits 23-29 distance in miles (0: anywhere)
 * A pair passes when each accepts the other's age, they are within the smaller of the two
 * distances, and on no topic one of them made a dealbreaker did one answer yes and the other no.
 */

/** Zero-based Blueprint questions of each topic (matching.test.ts holds them to the question bank). */
export const TOPIC_QUESTIONS: Record<DealbreakerTopic, readonly number[]> = {
  faith: [2, 3],
  children: [45, 46, 47],
  marriage: [48, 49],
};

/** Bit i of the topic masks is DEALBREAKER_TOPICS[i]. */
const topicBit = (topic: DealbreakerTopic) => 1 << DEALBREAKER_TOPICS.indexOf(topic);

/**
 * Where a member stands on a topic: "yes" when their answers average 3.5 or more on the 1-5
 * scale (agree), "no" at 2.5 or less, in between otherwise (in between never rules anyone out).
 */
export function topicStance(blueprint: MemberInput['blueprint'], topic: DealbreakerTopic) {
  const questions = TOPIC_QUESTIONS[topic];
  const sum = questions.reduce((total, q) => total + blueprint[q]!, 0);
  if (2 * sum >= 7 * questions.length) return 'yes';
  if (2 * sum <= 5 * questions.length) return 'no';
  return 'in between';
}

/** Ages and miles fit in 7 bits each. */
const MAX_FIELD = 127;
/** Word 15's distance bits, by miles: the dot-product bar; 0 (anywhere) lets every pair through. */
export const COS_OF_DISTANCE = Float64Array.from({ length: MAX_FIELD + 1 }, (_, miles) =>
  miles === 0 ? -2 : cosOfRadius(miles),
);

/** The age window a member accepts in `year`: their own, or the default rule for their age. */
export function ageWindowOf(m: MemberInput, year: number) {
  const window = m.ageRange ?? defaultAgeWindow(year - m.birthYear);
  return { min: Math.min(window.min, MAX_FIELD), max: Math.min(window.max, MAX_FIELD) };
}

/** The member's distance in miles, 0 for anywhere. */
export const distanceOf = (m: MemberInput) =>
  m.maxDistanceMiles === null ? 0 : (m.maxDistanceMiles ?? DEFAULT_DISTANCE_MILES);

export function preferenceWord(m: MemberInput, year: number): number {
  const { min, max } = ageWindowOf(m, year);
  let yes = 0;
  let no = 0;
  let deal = 0;
  for (const topic of DEALBREAKER_TOPICS) {
    const stance = topicStance(m.blueprint, topic);
    if (stance === 'yes') yes |= topicBit(topic);
    if (stance === 'no') no |= topicBit(topic);
    if (m.dealbreakers?.includes(topic)) deal |= topicBit(topic);
  }
  return (min | (max << 7) | (yes << 14) | (no << 17) | (deal << 20) | (distanceOf(m) << 23)) >>> 0;
}

/**
 * Reach classes, for the index, in order of reach: under the default distance, exactly the
 * default (most members), beyond it, anywhere. The pair pass meets a pair from the shorter
 * reach, so it reads only classes at or above a member's own; in the two classes where every
 * member reaches equally far it meets each pair from its lower position (pair-pass.ts).
 */
export const REACH_CLASSES = 4;
export const reachClass = (miles: number) =>
  miles === 0 ? 3 : miles > DEFAULT_DISTANCE_MILES ? 2 : miles === DEFAULT_DISTANCE_MILES ? 1 : 0;
export const reachIsUniform = (reach: number) => reach === 1 || reach === 3;

export const wordMinAge = (w: number) => w & 127;
export const wordMaxAge = (w: number) => (w >>> 7) & 127;
export const wordMiles = (w: number) => w >>> 23;

/**
 * Whether two preference words rule the pair out on a topic: a topic either made a dealbreaker
 * on which one said yes and the other no. (The yes bits of one meet the no bits of the other.)
 */
export const topicsClash = (wa: number, wb: number) =>
  ((((wa >>> 14) & (wb >>> 17)) | ((wa >>> 17) & (wb >>> 14))) & ((wa | wb) >>> 20) & 7) !== 0;

/**
 * What a candidate b of a's index runs must still pass (the runs already hold a's own age
 * window): b accepts a's age, the two are within both distances, and no dealbreaker of either
 * clashes. `dot` is the pair's dot product, `ageA` a's age, `wa` and `wb` the two words.
 */
export function passesTheirs(wa: number, ageA: number, wb: number, dot: number): boolean {
  return (
    dot >= COS_OF_DISTANCE[wordMiles(wa)]! &&
    dot >= COS_OF_DISTANCE[wordMiles(wb)]! &&
    ageA >= wordMinAge(wb) &&
    ageA <= wordMaxAge(wb) &&
    !topicsClash(wa, wb)
  );
}

/** Every preference both ways, given the two ages and the pair's dot product. */
export const preferencesAllow = (wa: number, ageA: number, wb: number, ageB: number, dot: number) =>
  ageB >= wordMinAge(wa) && ageB <= wordMaxAge(wa) && passesTheirs(wa, ageA, wb, dot);

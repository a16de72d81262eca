/**
 * A member's match preferences (issue 31): an age range, a maximum distance and the Blueprint
 * topics that are dealbreakers. Matching is reciprocal: a pair is matched only when each fits the
 * other's preferences.
 */
import { MAX_MATCH_AGE, MIN_MATCH_AGE } from './questionnaire.js';

export { MAX_MATCH_AGE, MIN_MATCH_AGE };

/** The distance a member gets until they choose one, and the choices' range, in miles. */
export const DEFAULT_DISTANCE_MILES = 50;
export const MIN_DISTANCE_MILES = 10;
export const MAX_DISTANCE_MILES = 100;

/**
 * Blueprint topics a member may make a dealbreaker; each is a Blueprint trait. As a leaning (the
 * default) a topic counts in the score like every other answer; as a dealbreaker, nobody who
 * answered it the opposite way is matched.
 */
export const DEALBREAKER_TOPICS = ['children', 'marriage', 'faith'] as const;
export type DealbreakerTopic = (typeof DEALBREAKER_TOPICS)[number];

/** Fewer candidates than this and the Matches page suggests widening the preferences. */
export const FEW_CANDIDATES = 10;

/**
 * The default age window for a member of a given age, until they choose their own: from "half
 * your age plus seven" (never under 18) up to ten years older, and never past 2 * (age - 7), the
 * same rule read from the older side. Since every pair is checked both ways, two members on the
 * defaults see each other when they are at most ten years apart and the younger is at least half
 * the older's age plus seven: a 30-year-old's window is 22-40, a 46-year-old's 30-56, and a 30- and a 40-year-old
 * match while a 21- and a 30-year-old don't (21 < 30 / 2 + 7). An age under 18 gets an empty
 * window (min > max).
 */
export function defaultAgeWindow(age: number): { min: number; max: number } {
  if (age < MIN_MATCH_AGE) return { min: MIN_MATCH_AGE, max: MIN_MATCH_AGE - 1 };
  return {
    min: Math.max(MIN_MATCH_AGE, Math.floor(age / 2) + 7),
    max: Math.min(2 * (age - 7), age + 10),
  };
}

export const isDealbreakerTopic = (topic: string): topic is DealbreakerTopic =>
  (DEALBREAKER_TOPICS as readonly string[]).includes(topic);

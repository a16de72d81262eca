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

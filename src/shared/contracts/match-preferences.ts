import { z } from 'zod';
import { endpoint } from './endpoint.js';
import {
  DEALBREAKER_TOPICS,
  DEFAULT_DISTANCE_MILES,
  MAX_DISTANCE_MILES,
  MAX_MATCH_AGE,
  MIN_DISTANCE_MILES,
  MIN_MATCH_AGE,
} from '../domain/match-preferences.js';

const AGE_MESSAGE = `Choose ages from ${MIN_MATCH_AGE} to ${MAX_MATCH_AGE}: Right One matches adults only.`;
const age = z
  .number({ message: AGE_MESSAGE })
  .int(AGE_MESSAGE)
  .min(MIN_MATCH_AGE, AGE_MESSAGE)
  .max(MAX_MATCH_AGE, AGE_MESSAGE);

/**
 * A member's match preferences (issue 31). `ageRange` null: the default rule for their age,
 * which moves as they grow older; `maxDistanceMiles` null: anywhere in the country.
 */
export const matchPreferencesInput = z.object({
  ageRange: z
    .object({ min: age, max: age })
    .refine((r) => r.min <= r.max, {
      message: 'The youngest age must not be above the oldest.',
      path: ['min'],
    })
    .nullable(),
  maxDistanceMiles: z
    .number({ message: 'Choose a distance from 10 to 100 miles, or anywhere.' })
    .int('Choose a distance in whole miles.')
    .min(MIN_DISTANCE_MILES, 'Choose a distance from 10 to 100 miles, or anywhere.')
    .max(MAX_DISTANCE_MILES, 'Choose a distance from 10 to 100 miles, or anywhere.')
    .nullable(),
  dealbreakers: z
    .array(z.enum(DEALBREAKER_TOPICS, { message: 'Choose dealbreakers from the list.' }))
    .max(DEALBREAKER_TOPICS.length)
    .refine((topics) => new Set(topics).size === topics.length, 'Each topic once, please.'),
});
export type MatchPreferencesInput = z.infer<typeof matchPreferencesInput>;

/** What a member has until they choose: the usual age rule, the default distance, no dealbreakers. */
export const DEFAULT_MATCH_PREFERENCES: MatchPreferencesInput = {
  ageRange: null,
  maxDistanceMiles: DEFAULT_DISTANCE_MILES,
  dealbreakers: [],
};

const stance = z.enum(['yes', 'no', 'in between']);

export const matchPreferencesResponse = z.object({
  /** The defaults until the member saves the matching questionnaire (preferences live on it). */
  preferences: matchPreferencesInput,
  questionnaireSaved: z.boolean(),
  /** The default rule's range for the member's age today (what a null ageRange means); null before the questionnaire gives an age. */
  defaultAgeRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Where the member's Blueprint answers stand on each topic (null: no Blueprint yet). */
  stances: z.record(z.enum(DEALBREAKER_TOPICS), stance).nullable(),
});
export type MatchPreferencesResponse = z.infer<typeof matchPreferencesResponse>;

export const matchPreferencesApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/match-preferences',
    access: 'member',
    feature: 'matching',
    summary: 'The member’s age range, distance and dealbreakers',
    response: matchPreferencesResponse,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/match-preferences',
    access: 'member',
    feature: 'matching',
    summary: 'Save the member’s preferences and find their matches again',
    body: matchPreferencesInput,
    response: matchPreferencesResponse,
    errors: { NO_QUESTIONNAIRE: 409 },
  }),
};

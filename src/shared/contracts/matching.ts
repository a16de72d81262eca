import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { matchPreferencesInput } from './match-preferences.js';
import {
  ETHNICITY_OPTIONS,
  GENDER_OPTIONS,
  MAX_MATCH_AGE,
  MIN_MATCH_AGE,
  PREFERENCE_OPTIONS,
} from '../domain/questionnaire.js';

/**
 * The questionnaire (docs/product-rules.md sections 3, 5, 8 and 9). Checked in the spec's order, with its
 * messages; the server adds what only it can know (the age range, a zip code that exists).
 */
export const questionnaireRequest = z.object({
  gender: z.enum(GENDER_OPTIONS, { message: 'Please select your gender' }),
  lookingFor: z.enum(GENDER_OPTIONS, { message: 'Please select who you are looking for' }),
  ethnicity: z.enum(ETHNICITY_OPTIONS, { message: 'Please select your ethnicity' }),
  preference: z.enum(PREFERENCE_OPTIONS, { message: 'Please select your preference' }),
  birthYear: z
    .string({ message: 'Please enter a valid birth year (YYYY)' })
    .trim()
    .regex(/^\d{4}$/, 'Please enter a valid birth year (YYYY)')
    .refine((y) => {
      const age = new Date().getUTCFullYear() - Number(y);
      return age >= MIN_MATCH_AGE && age <= MAX_MATCH_AGE;
    }, `Right One matches members aged ${MIN_MATCH_AGE} and over: please check your birth year`),
  zipCode: z
    .string({ message: 'Please enter a valid zip code' })
    .trim()
    .min(5, 'Please enter a valid zip code')
    .max(10, 'Please enter a valid zip code'),
  /** Saved with the questionnaire when given; the member's current ones stay otherwise. */
  preferences: matchPreferencesInput.optional(),
});
export type QuestionnaireInput = z.input<typeof questionnaireRequest>;

export const questionnaireResponse = z.object({
  questionnaire: z
    .object({
      gender: z.enum(GENDER_OPTIONS),
      lookingFor: z.enum(GENDER_OPTIONS),
      ethnicity: z.enum(ETHNICITY_OPTIONS),
      preference: z.enum(PREFERENCE_OPTIONS),
      birthYear: z.string(),
      zipCode: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponse>;

export const chatRequestStatus = z.enum(['none', 'pending', 'accepted', 'declined']);
export type ChatRequestStatus = z.infer<typeof chatRequestStatus>;

/**
 * What a member's matches may see of them (no email, no exact place, nothing paid). Until both
 * members of their conversation consent to reveal (contracts/identity.ts), `name` is the first
 * name only and `avatarUrl` a heavily blurred copy of the photo (null when there is none).
 */
export const matchProfile = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /**
   * Every photo of theirs (up to six, the main one first), as `avatarUrl` is: blurred copies until
   * both reveal, the clear photos after; empty when the viewer may see none.
   */
  photos: z.array(z.string()),
  /** Both revealed: `name` is the full name and `avatarUrl` the clear photo. */
  identityRevealed: z.boolean(),
  /** A moderator matched a selfie in a random pose to their current main photo. */
  verified: z.boolean(),
  age: z.number().int().nullable(),
  /** The match's own free-text location (city), never coordinates or zip code. */
  location: z.string().nullable(),
  occupation: z.string().nullable(),
});
export type MatchProfile = z.infer<typeof matchProfile>;

/** One match as the member sees them: a match's public profile only. */
export const matchCard = matchProfile.extend({
  emotionalType: z.string().nullable(),
  score: z.number().int(),
  /** Plain words, rendered on the server from the stored reason codes. */
  reasons: z.array(z.string()),
  matchedAt: z.string(),
  isNew: z.boolean(),
  /** The member's concierge picked this match for them (decision 0036): a chat costs no credit. */
  introduction: z.object({ note: z.string() }).nullable(),
  /** This member's request to the match (declined lets them ask again). */
  requestStatus: chatRequestStatus,
  /** The two are connected (whoever asked): their conversation. */
  chatSessionId: z.string().nullable(),
});
export type MatchCard = z.infer<typeof matchCard>;

export const matchesResponse = z.object({
  matches: z.array(matchCard),
  /** -1 locked (no plan), 0 used up. */
  matchesCount: z.number().int(),
  hasQuestionnaire: z.boolean(),
  /**
   * Set when the member's preferences leave fewer than FEW_CANDIDATES people who fit them both
   * ways: how many, and which preference to widen first (null: none is narrowed; few members
   * near them yet).
   */
  fewCandidates: z
    .object({
      count: z.number().int(),
      widen: z.enum(['distance', 'age', 'dealbreakers']).nullable(),
    })
    .nullable(),
});
export type MatchesResponse = z.infer<typeof matchesResponse>;

export const matchingApi = {
  questionnaire: endpoint({
    method: 'GET',
    path: '/api/questionnaire',
    access: 'member',
    feature: 'matching',
    summary: 'The member’s matching questionnaire, if saved',
    response: questionnaireResponse,
  }),
  saveQuestionnaire: endpoint({
    method: 'PUT',
    path: '/api/questionnaire',
    access: 'member',
    feature: 'matching',
    summary: 'Save the questionnaire and find the member’s matches',
    body: questionnaireRequest,
    response: questionnaireResponse,
    errors: { UNKNOWN_ZIP: 400 },
  }),
  matches: endpoint({
    method: 'GET',
    path: '/api/matches',
    access: 'member',
    feature: 'matching',
    summary: 'The member’s matches, as a match may see them',
    response: matchesResponse,
    errors: { NOT_FOUND: 404 },
  }),
};

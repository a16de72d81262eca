import { matchPreferencesApi } from '#shared/contracts/match-preferences.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { errorSet } from '#server/plugins/error-set.js';

/** Matching's expected errors, with the statuses its contracts give them. */
export const matchingErrors = errorSet(matchingApi, matchPreferencesApi);

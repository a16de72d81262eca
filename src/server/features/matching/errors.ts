import { matchingApi } from '#shared/contracts/matching.js';
import { errorSet } from '#server/plugins/error-set.js';

/** Matching's expected errors, with the statuses matchingApi gives them. */
export const matchingErrors = errorSet(matchingApi);

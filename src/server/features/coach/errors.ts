import { coachApi } from '#shared/contracts/coach.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The coach's expected errors, with the statuses coachApi gives them. */
export const coachErrors = errorSet(coachApi);

import { datesApi } from '#shared/contracts/dates.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The dates' expected errors, with the statuses datesApi gives them. */
export const dateErrors = errorSet(datesApi);

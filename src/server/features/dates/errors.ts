import { datesApi } from '../../../shared/contracts/dates.js';
import { errorSet } from '../../plugins/error-set.js';

/** The dates' expected errors, with the statuses datesApi gives them. */
export const dateErrors = errorSet(datesApi);

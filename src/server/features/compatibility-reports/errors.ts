import { reportsApi } from '../../../shared/contracts/compatibility-reports.js';
import { errorSet } from '../../plugins/error-set.js';

/** The reports page's expected errors, with the statuses reportsApi gives them. */
export const reportErrors = errorSet(reportsApi);

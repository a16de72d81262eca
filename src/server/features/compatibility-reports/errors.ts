import { compatibilityReportsApi } from '#shared/contracts/compatibility-reports.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The reports page's expected errors, with the statuses compatibilityReportsApi gives them. */
export const compatibilityReportErrors = errorSet(compatibilityReportsApi);

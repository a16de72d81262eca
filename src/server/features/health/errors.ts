import { healthApi } from '#shared/contracts/health.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The health check's expected errors, with the statuses healthApi gives them. */
export const healthErrors = errorSet(healthApi);

import { verificationApi } from '#shared/contracts/verification.js';
import { errorSet } from '#server/plugins/error-set.js';

/** Photo verification's expected errors, with the statuses its contracts give them. */
export const verificationErrors = errorSet(verificationApi);

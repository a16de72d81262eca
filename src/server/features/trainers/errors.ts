import { adminTrainersApi } from '#shared/contracts/admin-trainers.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The trainer prompts' expected errors, with the statuses adminTrainersApi gives them. */
export const trainerErrors = errorSet(adminTrainersApi);

import { accountApi } from '#shared/contracts/account.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The account page's expected errors, with the statuses accountApi gives them. */
export const accountErrors = errorSet(accountApi);

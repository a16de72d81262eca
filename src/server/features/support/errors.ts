import { supportApi } from '#shared/contracts/support.js';
import { errorSet } from '#server/plugins/error-set.js';

/** Support's expected errors: the Help page's form and the admin's inbox, as their contracts give them. */
export const supportErrors = errorSet(supportApi);

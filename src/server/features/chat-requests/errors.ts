import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { errorSet } from '#server/plugins/error-set.js';

/** Chat requests' expected errors, with the statuses chatRequestsApi gives them. */
export const chatRequestErrors = errorSet(chatRequestsApi);

import { realtimeApi } from '#shared/contracts/realtime.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The socket route's expected errors, with the statuses realtimeApi gives them. */
export const realtimeErrors = errorSet(realtimeApi);

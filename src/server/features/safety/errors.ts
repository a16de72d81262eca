import { moderationApi } from '#shared/contracts/moderation.js';
import { safetyApi } from '#shared/contracts/safety.js';
import { settingsApi } from '#shared/contracts/settings.js';
import { errorSet } from '#server/plugins/error-set.js';

/**
 * Safety's expected errors: blocks, reports and unmatching, the Settings switches and the
 * moderators' queue, with the statuses their contracts give them.
 */
export const safetyErrors = errorSet(safetyApi, settingsApi, moderationApi);

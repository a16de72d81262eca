import { conciergeApi } from '#shared/contracts/concierge.js';
import { conciergeWorkspaceApi } from '#shared/contracts/concierge-workspace.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The concierge's expected errors: the member's pane, the workspace, the admin's assignments. */
export const conciergeErrors = errorSet(conciergeApi, conciergeWorkspaceApi);

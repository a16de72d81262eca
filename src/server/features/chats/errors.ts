import { chatsApi } from '#shared/contracts/chats.js';
import { errorSet } from '#server/plugins/error-set.js';

/**
 * Chat's expected errors. `otherMemberOf` and `chatPlanOnly` also answer on dates, identity and
 * coach endpoints, whose contracts declare the same codes with the same statuses.
 */
export const chatErrors = errorSet(chatsApi);

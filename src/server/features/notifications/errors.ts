import { notificationsApi } from '#shared/contracts/notifications.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The unsubscribe links' expected errors (the contracts in shared/contracts/notifications.ts). */
export const notificationErrors = errorSet(notificationsApi);

import { notificationsApi } from '#shared/contracts/notifications.js';
import { pushApi } from '#shared/contracts/push.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The expected errors of unsubscribe links and push devices (shared/contracts/notifications.ts, push.ts). */
export const notificationErrors = errorSet(notificationsApi, pushApi);

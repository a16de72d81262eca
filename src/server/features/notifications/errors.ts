import { settingsApi } from '../../../shared/contracts/settings.js';
import { errorSet } from '../../plugins/error-set.js';

/** The unsubscribe links' expected errors; their contracts sit with the Settings page's. */
export const notificationErrors = errorSet(settingsApi);

import { adminApi, adminDirectoryApi } from '#shared/contracts/admin.js';
import { adminEmailApi } from '#shared/contracts/admin-emails.js';
import { adminMemberApi } from '#shared/contracts/admin-users.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The admin pages' expected errors, with the statuses their contracts give them. */
export const adminErrors = errorSet(adminApi, adminDirectoryApi, adminEmailApi, adminMemberApi);

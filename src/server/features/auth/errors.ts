import { accountApi } from '#shared/contracts/account.js';
import { adminApi } from '#shared/contracts/admin.js';
import { authApi } from '#shared/contracts/auth.js';
import { credentialsApi } from '#shared/contracts/credentials.js';
import { sessionsApi } from '#shared/contracts/sessions.js';
import { twoFactorApi } from '#shared/contracts/two-factor.js';
import { errorSet } from '#server/plugins/error-set.js';

/**
 * The expected errors of auth's own endpoints: sign-in and the rest, the session list, and
 * changing the password or address, two-factor sign-in.
 */
export const authErrors = errorSet(authApi, sessionsApi, credentialsApi, twoFactorApi);

/**
 * The account changes other features ask for (accounts.ts) refuse on those features' endpoints:
 * an admin's action on an account, and a member deleting their own.
 */
export const accountChangeErrors = errorSet(adminApi, accountApi);

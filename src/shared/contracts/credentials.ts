import { z } from 'zod';
import { emailAddress } from './email-address.js';
import { endpoint } from './endpoint.js';

/**
 * Changing the password and the email address from Settings (decision 0037). Both reach
 * better-auth's own endpoints through our layer (server/features/auth/credential-routes.ts),
 * which first checks the current password against the per-account limit of sign-ins.
 */

const currentPassword = z.string().min(1, 'Please enter your current password.').max(200);

/** What better-auth may refuse on either call, beyond our own checks (its Origin check). */
const betterAuthErrors = {
  AUTH_ERROR: 400,
  CREDENTIAL_ACCOUNT_NOT_FOUND: 400,
  INVALID_ORIGIN: 403,
  MISSING_OR_NULL_ORIGIN: 403,
} as const;

export const changePasswordBody = z.strictObject({
  currentPassword,
  /** better-auth holds it to the length rule and answers PASSWORD_TOO_SHORT or _LONG. */
  newPassword: z.string().max(200),
});

export const changeEmailBody = z.strictObject({ currentPassword, newEmail: emailAddress });

const done = z.object({ ok: z.literal(true) });

const feature = 'auth';

export const credentialsApi = {
  changePassword: endpoint({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'member',
    feature,
    summary:
      'Choose a new password with the current one; every other session ends and the address gets a mail',
    body: changePasswordBody,
    response: done,
    errors: {
      ...betterAuthErrors,
      WRONG_PASSWORD: 400,
      PASSWORD_TOO_SHORT: 400,
      PASSWORD_TOO_LONG: 400,
    },
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/auth/change-email',
    access: 'member',
    feature,
    summary:
      'Ask to move the account to a new address: a link goes to it, a notice to the current one; answers alike whether or not the address is in use',
    body: changeEmailBody,
    response: done,
    errors: { ...betterAuthErrors, WRONG_PASSWORD: 400, SAME_EMAIL: 400, INVALID_EMAIL: 400 },
  }),
};

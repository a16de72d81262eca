import { z } from 'zod';
import { endpoint } from './endpoint.js';

/**
 * Two-factor sign-in with an authenticator app (decision 0040): turned on and off in Settings,
 * asked for at sign-in on its own page. Each call reaches better-auth's twoFactor plugin through
 * our layer (server/features/auth/two-factor-routes.ts), which checks the password against the
 * per-account limit of sign-ins and lets each authenticator code work once.
 */

const password = z.string().min(1, 'Please enter your password.').max(200);

/** Six digits from the app; spaces a member may type between them are dropped. */
export const authenticatorCode = z
  .string()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

/** One of the ten backup codes, as shown: five characters, a dash, five more (any case). */
export const backupCode = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter one of your backup codes.')
  .max(40, 'Enter one of your backup codes.');

/** Turning it off: the password, and a code from the app or a backup code. */
export const disableTwoFactorBody = z.strictObject({
  password,
  code: z.string().trim().min(1, 'Enter a code from your app or a backup code.').max(40),
});

const signedIn = z.object({ signedIn: z.literal(true) });

/** What better-auth may refuse beyond our checks (its Origin check, its per-IP limit). */
const betterAuthErrors = {
  AUTH_ERROR: 400,
  INVALID_ORIGIN: 403,
  MISSING_OR_NULL_ORIGIN: 403,
} as const;

/** What checking a code may answer, at sign-in or in Settings. */
const codeErrors = {
  ...betterAuthErrors,
  INVALID_CODE: 401,
  INVALID_BACKUP_CODE: 401,
  CODE_ALREADY_USED: 400,
  SIGN_IN_EXPIRED: 401,
  TOO_MANY_CODES: 429,
  TOTP_NOT_ENABLED: 400,
} as const;

const feature = 'auth';

export const twoFactorApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/auth/two-factor',
    access: 'member',
    feature,
    summary: 'Whether sign-in asks this account for a code, and whether its role requires it',
    response: z.object({ enabled: z.boolean(), required: z.boolean() }),
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    access: 'member',
    feature,
    summary:
      'Start turning it on: a new authenticator key and ten backup codes, shown once; on after the first code',
    body: z.strictObject({ password }),
    response: z.object({
      /** The otpauth:// address the QR code holds. */
      totpURI: z.string(),
      /** The same key written out, for typing into the app by hand. */
      key: z.string(),
      backupCodes: z.array(z.string()),
    }),
    errors: { ...betterAuthErrors, WRONG_PASSWORD: 400, TOTP_ALREADY_ENABLED: 400 },
  }),
  verifyCode: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    access: 'public',
    feature,
    summary:
      'A code from the app: finishes a sign-in that asked for one, or confirms the key just set up',
    body: z.strictObject({ code: authenticatorCode }),
    response: signedIn,
    errors: codeErrors,
  }),
  verifyBackupCode: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
    access: 'public',
    feature,
    summary: 'Finish a sign-in with a backup code instead of the app; each code works once',
    body: z.strictObject({ code: backupCode }),
    response: signedIn,
    errors: codeErrors,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    access: 'member',
    feature,
    summary: 'Turn it off, with the password and a code from the app (or a backup code)',
    body: disableTwoFactorBody,
    response: z.object({ ok: z.literal(true) }),
    errors: { ...codeErrors, WRONG_PASSWORD: 400, TWO_FACTOR_REQUIRED: 403 },
  }),
};

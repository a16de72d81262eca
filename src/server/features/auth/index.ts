// What the app and other features use of auth. Auth (better-auth and our layer around it) owns
// the account tables: user, session, account, verification, rate_limit, sign_in_throttle,
// reset_token_claim, two_factor and totp_code_claim.
export {
  authHeaders,
  createAuth,
  MIN_PASSWORD_LENGTH,
  sessionCookieName,
  type Auth,
} from './better-auth.js';
export { createVerifiedAccount, ensureAdmin, hashPassword } from './bootstrap-admin.js';
export { confirmPassword } from './password-check.js';
export { markRegistrant } from './registrant-proof.js';
export { mailTwoFactorChanged, turnOffTwoFactorFor } from './two-factor-reset.js';
export {
  accountExists,
  assertNotLastAdmin,
  banAccount,
  deleteAccount,
  liveSessionIds,
  lockAdmins,
  revokeSessions,
  setAccountEmail,
  setAccountName,
  setAccountRole,
  suspendAccount,
} from './accounts.js';

import * as z from 'zod/mini';
import { ROLES } from '../domain/accounts.js';
import { endpoint } from './endpoint.js';

/**
 * The better-auth endpoints our pages call. The server forwards each one to better-auth through
 * its own layer (server/features/auth), so the bodies only name the fields and their types and
 * let any other key through: better-auth checks the rest itself (an email's format, a password's
 * length) and its own codes (INVALID_EMAIL, PASSWORD_TOO_SHORT, ...) reach the page as they are.
 * Answers are better-auth's, relayed without session tokens; the schemas name what we read.
 * Written with zod/mini: the landing page reads the session, and zod/mini keeps zod's full
 * build off its first load.
 */

/** Where better-auth answers; the paths under it that have no contract reach it as they are. */
export const authBasePath = '/api/auth';

/** The account as better-auth describes it in its answers. */
const authUser = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** The admin plugin's role; the client reads a missing one as 'user'. */
  role: z.nullish(z.enum(ROLES)),
});

/**
 * What any state-changing better-auth call may refuse, whatever it does: an email longer than
 * any real one (our own check, before better-auth), better-auth's Origin and redirect checks,
 * and its answers that carry no code of their own (a callbackURL that is not a string).
 */
const requestErrors = {
  INVALID_EMAIL: 400,
  AUTH_ERROR: 400,
  INVALID_ORIGIN: 403,
  MISSING_OR_NULL_ORIGIN: 403,
  INVALID_CALLBACK_URL: 403,
  INVALID_REDIRECT_URL: 403,
  INVALID_ERROR_CALLBACK_URL: 403,
  INVALID_NEW_USER_CALLBACK_URL: 403,
} as const;

/** Sign-in and sign-up refuse a cross-site form navigation (better-auth's CSRF check). */
const formErrors = { ...requestErrors, CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 403 } as const;

const signInBody = z.looseObject({
  email: z.string(),
  password: z.string(),
  /** Where the link in the verification mail (sent again on an unverified sign-in) leads. */
  callbackURL: z.optional(z.string()),
  rememberMe: z.optional(z.boolean()),
});

const signUpBody = z.looseObject({
  email: z.string(),
  password: z.string(),
  name: z.string(),
  /** Where the link in the verification mail leads. */
  callbackURL: z.optional(z.string()),
});

/** Sign-up answers this, and only this, whether or not the email has an account (docs/security-rules.md, rule 5). */
const signUpAnswer = z.object({ status: z.literal(true) });

export const authApi = {
  getSession: endpoint({
    method: 'GET',
    path: '/api/auth/get-session',
    access: 'public',
    feature: 'auth',
    summary: 'The signed-in account, or null',
    response: z.nullable(z.looseObject({ user: authUser })),
    errors: { FAILED_TO_GET_SESSION: 401 },
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    access: 'public',
    feature: 'auth',
    summary: 'Sign in with email and password (sets the session cookie)',
    body: signInBody,
    response: z.union([
      z.looseObject({ redirect: z.boolean(), url: z.optional(z.string()), user: authUser }),
      /** The password was right and the account asks for a code next (contracts/two-factor.ts). */
      z.looseObject({ twoFactorRedirect: z.literal(true) }),
    ]),
    errors: {
      ...formErrors,
      PASSWORD_TOO_LONG: 400,
      INVALID_EMAIL_OR_PASSWORD: 401,
      FAILED_TO_CREATE_SESSION: 401,
      EMAIL_NOT_VERIFIED: 403,
      BANNED_USER: 403,
    },
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    access: 'public',
    feature: 'auth',
    summary: 'Create an account (answers alike whether or not the email has one)',
    body: signUpBody,
    response: signUpAnswer,
    errors: {
      ...formErrors,
      INVALID_PASSWORD: 400,
      PASSWORD_TOO_SHORT: 400,
      PASSWORD_TOO_LONG: 400,
      FIELD_NOT_ALLOWED: 400,
      FAILED_TO_CREATE_USER: 422,
    },
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'public',
    feature: 'auth',
    summary: 'End this session (clears the session cookie)',
    /** Nothing to send; a call with no body at all is accepted as well. */
    body: z.nullish(z.looseObject({})),
    response: z.looseObject({ success: z.boolean() }),
    errors: requestErrors,
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    feature: 'auth',
    summary: 'Mail a reset link (answers alike whether or not the email has an account)',
    body: z.looseObject({
      email: z.string(),
      /** Where the reset link leads. */
      redirectTo: z.optional(z.string()),
    }),
    response: z.looseObject({ status: z.boolean(), message: z.string() }),
    errors: requestErrors,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    feature: 'auth',
    summary: 'Choose a new password with a reset token (single use; ends every session)',
    body: z.looseObject({
      newPassword: z.string(),
      /** From the reset mail; better-auth also takes it from ?token=. */
      token: z.optional(z.string()),
    }),
    response: z.looseObject({ status: z.boolean() }),
    errors: {
      ...requestErrors,
      INVALID_TOKEN: 400,
      PASSWORD_TOO_SHORT: 400,
      PASSWORD_TOO_LONG: 400,
      USER_NOT_FOUND: 400,
    },
  }),
};

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { fromNodeHeaders } from 'better-auth/node';
import { createAuthMiddleware } from 'better-auth/api';
import { admin, twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import type { FastifyRequest } from 'fastify';
import type { Config } from '#server/env.js';
import type { Db } from '#server/db/connect.js';
import { account, rateLimit, session, twoFactor, user, verification } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { existingAccountMail, resetPasswordMail, verificationMail } from './mails.js';
import { recordAudit } from '../audit/index.js';
import { afterConfirmation, rememberConfirmation } from './confirmation.js';
import { confirmNewEmailMail } from './credential-mails.js';
import { isEmailChangeToken, linkTokenOf } from './email-change.js';
import { allowPlanLinkSignIn } from './plan-link-sign-in.js';
import { MAX_FAILED_SIGN_INS, THROTTLE_WINDOW_MS } from './throttle.js';
import { claimTotpCode, releaseRefusedTotpCode } from './two-factor-replay.js';
import { newBackupCodes } from './backup-codes.js';

/** The one header better-auth reads the client IP from; our route writes it from request.ip. */
export const CLIENT_IP_HEADER = 'x-right-one-client-ip';
/** Request headers as better-auth sees them, with the client IP from Fastify (docs/security-rules.md, rule 1). */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.delete('content-length');
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
const VERIFY_TOKEN_TTL_SECONDS = 60 * 60 * 24;
import { MIN_PASSWORD_LENGTH } from '#shared/domain/accounts.js';

export { MIN_PASSWORD_LENGTH };

export interface AuthDeps {
  db: Db;
  config: Pick<Config, 'appUrl' | 'authSecret' | 'production' | 'rateLimit'>;
  mail: MailPort;
  /** Runs after better-auth stores a new account (safety re-applies blocks on a returning address). */
  accountCreated?: (account: { id: string; email: string }) => Promise<void>;
  /**
   * Runs for every session better-auth deletes, whichever endpoint or option deleted it (sign-out,
   * a password reset, a confirmation): the app closes its live sockets on every instance.
   */
  sessionEnded?: (ended: { userId: string; sessionId: string }) => Promise<void>;
}

export function createAuth({ db, config, mail, accountCreated, sessionEnded }: AuthDeps) {
  const confirmed = afterConfirmation(db, config.authSecret);
  const trustedOrigins = [config.appUrl];
  if (!config.production) trustedOrigins.push('http://localhost:5173');
  return betterAuth({
    appName: 'Right One',
    baseURL: `${config.appUrl}/api/auth`,
    secret: config.authSecret,
    trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      sendResetPassword: async ({ user: u, token }) => {
        const url = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mail.enqueue(resetPasswordMail(u.email, u.name, url));
      },
      onExistingUserSignUp: async ({ user: u }) => {
        await mail.enqueue(existingAccountMail(u.email, u.name, `${config.appUrl}/login`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user: u, url, token }) => {
        // A link to a new address from Settings (user.changeEmail below): its own words, no sign-in.
        if (isEmailChangeToken(token))
          return mail.enqueue(confirmNewEmailMail(u.email, u.name, url));
        await allowPlanLinkSignIn(db, {
          userId: u.id,
          url,
          token,
          ttlSeconds: VERIFY_TOKEN_TTL_SECONDS,
        });
        await mail.enqueue(verificationMail(u, url));
      },
      // A moved address keeps the account's password and sessions: it was asked for by the
      // signed-in owner with that password (decision 0037), not given at a stranger's sign-up.
      afterEmailVerification: async (u, request) => {
        if (!isEmailChangeToken(linkTokenOf(request))) rememberConfirmation(u.id, request);
        // The account moved to the address that just confirmed (asked as 'email-change-asked').
        else await recordAudit(db, { actorId: u.id, action: 'email-changed' });
      },
    },
    // Nothing changes until the new address confirms: better-auth mails it a link
    // (sendVerificationEmail above) and moves the account when it is opened.
    user: { changeEmail: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      window: 60,
      max: 120,
    },
    advanced: {
      // better-auth turns its Origin/CSRF checks off when NODE_ENV=test; keep them on everywhere so
      // the tests prove what production does (docs/security-rules.md, rule 9).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      // One authenticator code signs in once (two-factor-replay.ts).
      before: createAuthMiddleware((ctx) => claimTotpCode(db, ctx)),
      after: createAuthMiddleware(async (ctx) => {
        await releaseRefusedTotpCode(db, ctx);
        // A confirmation keeps the sign-up's password only in the browser that chose it, and
        // the concierge sign-up's link alone also signs in (confirmation.ts).
        await confirmed(ctx);
      }),
    },
    databaseHooks: {
      user: { create: { after: async (created) => accountCreated?.(created) } },
      session: {
        delete: {
          after: async (ended) => sessionEnded?.({ userId: ended.userId, sessionId: ended.id }),
        },
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Sign-in with a code from an authenticator app (decision 0040). Wrong codes lock the
      // account exactly as wrong passwords do (throttle.ts), across challenges and backup codes.
      twoFactorPlugin({
        issuer: 'Right One',
        twoFactorCookieMaxAge: 10 * 60,
        backupCodeOptions: {
          storeBackupCodes: 'encrypted',
          customBackupCodesGenerate: () => newBackupCodes(10),
        },
        accountLockout: {
          maxFailedAttempts: MAX_FAILED_SIGN_INS,
          durationSeconds: THROTTLE_WINDOW_MS / 1000,
        },
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The name of the signed session cookie, which our own session reader verifies. */
export const sessionCookieName = (auth: Auth) =>
  auth.$context.then((ctx) => ctx.authCookies.sessionToken.name);

import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { authApi, authBasePath } from '#shared/contracts/auth.js';
import type { Db } from '#server/db/connect.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { route, type RouteExtras } from '#server/plugins/contract-route.js';
import { recordAudit } from '../audit/index.js';
import { MIN_PASSWORD_LENGTH, type Auth } from './better-auth.js';
import {
  forward,
  guardAuthBody,
  relay,
  relayedJson,
  withNormalizedEmail,
  type AuthBody,
} from './relay.js';
import { accountExists, accountIdByEmail } from './accounts.js';
import { credentialRoutes } from './credential-routes.js';
import { EMAIL_LINK_REFUSED_URL, isOutdatedEmailChange } from './email-change.js';
import { authErrors } from './errors.js';
import { markRegistrant } from './registrant-proof.js';
import { claimResetToken, releaseResetToken } from './reset-claim.js';
import { TOO_MANY_ATTEMPTS } from './response.js';
import { sessionRoutes } from './session-routes.js';
import { twoFactorRoutes } from './two-factor-routes.js';
import { clearFailedSignIns, recordFailedSignIn, signInRetryAfter } from './throttle.js';

export interface AuthRouteOptions {
  auth: Auth;
  db: Db;
  /** For the mails of a password or address change (credential-routes.ts). */
  mail: MailPort;
  appUrl: string;
  /** REQUIRE_STAFF_2FA (two-factor-routes.ts). */
  staffTwoFactor: boolean;
  /**
   * Sessions just ended: one (`sessionId`, a sign-out) or all of the account's (a password
   * reset). The app closes their live sockets on every instance (docs/security-rules.md, rule 7).
   */
  sessionsEnded: (userId: string, sessionId?: string) => Promise<void>;
}

/** The one answer sign-up gives, whether or not the email has an account. */
export const SIGN_UP_ANSWER = { status: true } as const satisfies z.input<
  typeof authApi.signUp.response
>;

/**
 * Of better-auth's own endpoints, the ones forwarded as they are, each with the method it is
 * reached by and why it is here. Sign-in, sign-up, sign-out, the session and the password reset
 * have contracts and routes of their own above.
 */
const FORWARDED_PATHS: Record<string, string> = {
  // The confirmation link of every verification mail (plain, concierge plan, Blueprint).
  '/verify-email': 'GET',
};

/**
 * The id of the account a sign-up stored, or null when the address already had one (better-auth
 * then answers with a stand-in whose id is no account's).
 */
async function createdUserId(db: Db, response: Response) {
  const answered = await signedInUserId(response);
  return answered && (await accountExists(db, answered)) ? answered : null;
}

async function signedInUserId(response: Response): Promise<string | null> {
  const json = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  return typeof json?.user?.id === 'string' ? json.user.id : null;
}

/**
 * /api/auth/* is better-auth, wrapped in our own layer: the client IP comes from Fastify (never a
 * client header), sign-ins are throttled per account, reset tokens are single-use, no token is
 * ever sent in JSON, errors take our shape, and the admin plugin's own endpoints stay closed
 * (admin actions go through /api/admin, which enforces the last-admin rule). The endpoints our
 * pages call have contracts (shared/contracts/auth.ts); every other path goes to the catch-all.
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, db, mail, appUrl, staffTwoFactor, sessionsEnded }: AuthRouteOptions,
) {
  const relayed: RouteExtras = { preValidation: guardAuthBody, serializerCompiler: relayedJson };
  // For the sign-up's registrant cookie (registrant-proof.ts); better-auth reads its own.
  await app.register(fastifyCookie);
  await app.register(sessionRoutes, { db, sessionsEnded });
  await app.register(credentialRoutes, { auth, db, mail, appUrl });
  await app.register(twoFactorRoutes, { auth, db, mail, appUrl, staffRequired: staffTwoFactor });

  route(
    app,
    authApi.getSession,
    async ({ request, reply }) => relay(reply, await forward(auth, request, undefined)),
    relayed,
  );

  route(
    app,
    authApi.signIn,
    async ({ request, reply, body: given }) => {
      const body = withNormalizedEmail(given);
      const email = body.email;
      const wait = email ? await signInRetryAfter(db, email) : 0;
      if (wait > 0) {
        void reply.header('retry-after', String(wait));
        throw authErrors.fail('RATE_LIMITED', TOO_MANY_ATTEMPTS);
      }
      const response = await forward(auth, request, body);
      if (response.status === 401) await recordFailedSignIn(db, email);
      if (response.ok) await clearFailedSignIns(db, email);
      const signedIn = response.ok ? await signedInUserId(response) : null;
      // A right password on an account that asks for a code next: no session yet, same account.
      const codeAsked = response.ok && !signedIn;
      await recordAudit(db, {
        actorId: codeAsked ? await accountIdByEmail(db, email) : signedIn,
        action: signedIn ? 'sign-in' : codeAsked ? 'sign-in-code-asked' : 'sign-in-failed',
        meta: { status: response.status },
        ip: request.ip,
      });
      return relay(reply, response);
    },
    relayed,
  );

  // An existing email gets a stand-in user from better-auth that differs in small ways (role:
  // null); one fixed answer says nothing about whether the email has an account (row 5). The name
  // becomes the profile's, by the profile's rule; the photo is the profile's to set, never here.
  route(
    app,
    authApi.signUp,
    async ({ request, reply, body }) => {
      if ('image' in body)
        throw authErrors.fail('FIELD_NOT_ALLOWED', 'A photo is added from your profile.');
      const given = withNormalizedEmail(body);
      const response = await forward(auth, request, { ...given, name: given.name.trim() });
      if (response.ok) markRegistrant(reply, auth, await createdUserId(db, response));
      return relay(reply, response, SIGN_UP_ANSWER);
    },
    relayed,
  );

  route(
    app,
    authApi.signOut,
    async ({ request, reply, body }) => relay(reply, await forward(auth, request, body)),
    relayed,
  );

  route(
    app,
    authApi.requestPasswordReset,
    async ({ request, reply, body }) =>
      relay(reply, await forward(auth, request, withNormalizedEmail(body))),
    relayed,
  );

  route(
    app,
    authApi.resetPassword,
    async ({ request, reply, body }) => {
      // better-auth takes the token from the body or, failing that, the query: claim the same one.
      const query = new URL(request.url, 'http://x').searchParams;
      const token = body.token || query.get('token');
      const claimable = !!token && body.newPassword.length >= MIN_PASSWORD_LENGTH;
      if (claimable && !(await claimResetToken(db, token))) {
        throw authErrors.fail('INVALID_TOKEN', 'Invalid or expired token');
      }
      const response = await forward(auth, request, body);
      if (claimable && !response.ok) await releaseResetToken(db, token);
      return relay(reply, response);
    },
    relayed,
  );

  // The better-auth paths our pages reach without a contract: links in its mails. Every other
  // path of better-auth (its account settings, session lists, password checks) is a 404, so
  // nothing changes an account or checks a password around our rules (see FORWARDED_PATHS).
  app.route({
    method: ['GET', 'POST'],
    url: `${authBasePath}/*`,
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, 'http://x');
      const path = url.pathname.slice(authBasePath.length);
      // Answered as any path the app does not serve (plugins/web-app.ts), so none stands out.
      if (FORWARDED_PATHS[path] !== request.method) {
        reply.callNotFound();
        return reply;
      }
      await guardAuthBody(request);
      // A change of address asked for before the password last changed (email-change.ts).
      if (await isOutdatedEmailChange(db, url.searchParams.get('token')))
        return reply.redirect(EMAIL_LINK_REFUSED_URL);
      const body = withNormalizedEmail(request.body as AuthBody);
      return relay(reply, await forward(auth, request, body));
    },
  });
}

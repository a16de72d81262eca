import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.js';
import { AppError, unauthorized } from './errors.js';
import {
  createSessionReader,
  type Role,
  type SessionUser,
  type SignedIn,
} from './session-reader.js';

export type { Role, SessionUser, SignedIn };

declare module 'fastify' {
  interface FastifyInstance {
    /** REQUIRE_STAFF_2FA: admins and concierges use staff endpoints only with two-factor sign-in. */
    staffTwoFactorRequired: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, read once per request from the session cookie; null when signed out. */
    sessionUser(): Promise<SessionUser | null>;
    /** The same read, with the id of the session the cookie names (sign-out, the sessions list). */
    signedIn(): Promise<SignedIn | null>;
  }
}

/** `cookieName` is the session cookie better-auth signs (features/auth knows its name). */
export function registerSession(
  app: FastifyInstance,
  db: Db,
  {
    secret,
    cookieName,
    staffTwoFactor,
  }: { secret: string; cookieName: Promise<string>; staffTwoFactor: boolean },
) {
  app.decorate('staffTwoFactorRequired', staffTwoFactor);
  const readSession = createSessionReader(db, secret, cookieName);
  const cache = new WeakMap<FastifyRequest, Promise<SignedIn | null>>();
  function signedIn(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = readSession(this.headers.cookie);
      cache.set(this, pending);
    }
    return pending;
  }
  app.decorateRequest('signedIn', signedIn);
  app.decorateRequest('sessionUser', async function (this: FastifyRequest) {
    return (await signedIn.call(this))?.user ?? null;
  });
}

/** The signed-in user with the id of this browser's session, or a 401. */
export async function requireSignedIn(request: FastifyRequest): Promise<SignedIn> {
  const signedIn = await request.signedIn();
  if (!signedIn) throw unauthorized();
  return signedIn;
}

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  return (await requireSignedIn(request)).user;
}

/** Whether this account's role requires two-factor sign-in (decision 0040). */
export const staffMustUseTwoFactor = (required: boolean, user: Pick<SessionUser, 'role'>) =>
  required && (user.role === 'admin' || user.role === 'concierge');

/**
 * The signed-in user holding one of the roles, or a 401/403. Staff roles open every member's
 * data, so with REQUIRE_STAFF_2FA on they work only once sign-in asks them for a code.
 */
export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<SessionUser> {
  const { user, twoFactor } = await requireSignedIn(request);
  if (!roles.includes(user.role))
    throw new AppError(403, 'FORBIDDEN', 'You do not have access to this.');
  if (!twoFactor && staffMustUseTwoFactor(request.server.staffTwoFactorRequired, user))
    throw new AppError(
      403,
      'TWO_FACTOR_REQUIRED',
      'Turn on two-factor sign-in in Settings to use the staff tools.',
    );
  return user;
}

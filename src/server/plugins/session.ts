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
  { secret, cookieName }: { secret: string; cookieName: Promise<string> },
) {
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

/** The signed-in user holding one of the roles, or a 401/403. */
export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role))
    throw new AppError(403, 'FORBIDDEN', 'You do not have access to this.');
  return user;
}

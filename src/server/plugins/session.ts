import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Auth } from '../features/auth/better-auth.js';
import { AppError, unauthorized } from './errors.js';

export type Role = 'admin' | 'user' | 'tester';
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, read once per request from the session cookie; null when signed out. */
    sessionUser(): Promise<SessionUser | null>;
  }
}

export function registerSession(app: FastifyInstance, auth: Auth) {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('sessionUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = auth.api.getSession({ headers: fromNodeHeaders(this.headers) }).then((s) =>
        s && !s.user.banned
          ? { id: s.user.id, email: s.user.email, name: s.user.name, role: (s.user.role ?? 'user') as Role }
          : null,
      );
      cache.set(this, pending);
    }
    return pending;
  });
}

/** The signed-in user, or a 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in user holding one of the roles, or a 401/403. */
export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw new AppError(403, 'FORBIDDEN', 'You do not have access to this.');
  return user;
}

import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** One place the member is signed in: a better-auth session, without its token. */
export const signedInSession = z.object({
  id: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
  /** The browser's User-Agent when it signed in, as sent; the page turns it into words. */
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  /** When the session was last refreshed (better-auth refreshes it once a day while in use). */
  lastActiveAt: z.string(),
});
export type SignedInSession = z.infer<typeof signedInSession>;

export const sessionsResponse = z.object({ sessions: z.array(signedInSession) });
export const endSessionResponse = z.object({ ok: z.literal(true) });
export const endOtherSessionsResponse = z.object({ ended: z.number().int() });

const feature = 'auth';

/**
 * Where the member is signed in, and signing out there (docs/security-rules.md, rule 7). Ending a
 * session also closes its live connections at once, on every instance.
 */
export const sessionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    access: 'member',
    feature,
    summary: 'Where the member is signed in, newest first',
    response: sessionsResponse,
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'member',
    feature,
    summary: 'Sign out one of the member’s sessions',
    params: z.object({ id: z.string().max(100) }),
    response: endSessionResponse,
    errors: { NOT_FOUND: 404 },
  }),
  endOthers: endpoint({
    method: 'POST',
    path: '/api/account/sessions/end-others',
    access: 'member',
    feature,
    summary: 'Sign out everywhere but this browser',
    response: endOtherSessionsResponse,
  }),
};

import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '#shared/contracts/profiles';
import { SESSION_HINT_COOKIE } from '#shared/domain/accounts';
import { rememberHints } from './account-hints';

/** The server sets this cookie beside the (HttpOnly) session cookie and drops it with it. */
const mayHaveSession = () =>
  document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));

/**
 * The session's key: not an endpoint's (better-auth's answer is read through auth-client), but
 * under the auth feature's name, so invalidating `featureKey(authApi)` refreshes it too.
 */
export const sessionQueryKey = ['auth', 'session'] as const;

/**
 * The live session from the server, or null. A visitor without a session cookie is signed out,
 * so nothing is asked; otherwise the call and the contract that reads its answer (with zod) load
 * on demand, which keeps them off the first load of the landing page for anonymous visitors.
 */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<SessionUser | null> => {
    if (!mayHaveSession()) {
      rememberHints(null);
      return null;
    }
    return (await import('./auth-client')).fetchSession();
  },
  staleTime: 30_000,
});
export type { SessionUser };

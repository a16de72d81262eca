import { queryOptions } from '@tanstack/react-query';
import type { SessionUser } from '#shared/contracts/profiles';
import { rememberHints } from './account-hints';
import { mayHaveSession } from './session-hint';

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
  // Signed out is known at once without the cookie, so guarded pages show without a spinner; the
  // query still runs (stale from the start) to forget the hints of a session that ended.
  initialData: () => (mayHaveSession() ? undefined : null),
  initialDataUpdatedAt: 0,
});
export type { SessionUser };

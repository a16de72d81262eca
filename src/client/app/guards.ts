import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { sessionQuery, type SessionUser } from '../lib/auth-client';
import { paths } from './paths';

/** Route guards of SPEC section 6. The server enforces the same rules on every call. */
async function session(queryClient: QueryClient): Promise<SessionUser | null> {
  try {
    return await queryClient.fetchQuery(sessionQuery);
  } catch {
    return null;
  }
}

export const guards = (queryClient: QueryClient) => ({
  /** /user, /app, /billing: signed in, otherwise to /. */
  signedIn: async () => (await session(queryClient)) ?? redirect(paths.home),
  /** /login, /register: a signed-in member goes to /user. */
  signedOut: async () => ((await session(queryClient)) ? redirect(paths.dashboard) : null),
  /** /admin: admins only; members go to /user, visitors to /. */
  admin: async () => {
    const user = await session(queryClient);
    if (!user) return redirect(paths.home);
    if (user.role !== 'admin') return redirect(paths.dashboard);
    return user;
  },
});

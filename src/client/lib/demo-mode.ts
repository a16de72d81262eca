import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { demoApi, type DemoPersona, type DemoWorld } from '#shared/contracts/demo';
import { apiQueryKey } from './api-query';
import { ApiError, callApi } from './api-client';
import { signIn } from './auth-client';
import { sessionQuery } from './session';

export type { DemoPersona, DemoWorld };

/**
 * The demo world, or null: the server serves /api/demo only in demo mode (`npm run demo`, which
 * production refuses), so a 404 means the shortcuts stay hidden. Asked once per page load.
 */
export const demoWorldQuery = queryOptions({
  queryKey: apiQueryKey(demoApi.world),
  queryFn: async ({ signal }): Promise<DemoWorld | null> => {
    try {
      return await callApi(demoApi.world, { signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  },
  staleTime: Infinity,
  retry: false,
});

/** The demo world when the server runs in demo mode, else null (also while it is being asked). */
export const useDemoWorld = (): DemoWorld | null => useQuery(demoWorldQuery).data ?? null;

/**
 * Signs in as one of the demo world's prepared members, through the ordinary sign-in (the demo
 * members have real accounts and share the world's password), then refreshes the session.
 */
export function useSignInDemoPersona(onSignedIn: (persona: DemoPersona) => void | Promise<void>) {
  const queryClient = useQueryClient();
  const world = useDemoWorld();
  return useMutation({
    mutationFn: async (persona: DemoPersona) => {
      if (!world) throw new Error('Demo mode is off.');
      await signIn(persona.email, world.password);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      return persona;
    },
    onSuccess: (persona) => onSignedIn(persona),
  });
}

/**
 * A toast's title and text for a demo sign-in that failed. Sign-ins are limited per address (a
 * few in ten seconds), which someone trying every demo member in turn can reach.
 */
export function demoSignInFailure(err: unknown): [string, { description: string }] {
  if (err instanceof ApiError && err.status === 429)
    return ['Too Many Sign-ins', { description: 'Please wait a few seconds and try again.' }];
  return ['Sign In Error', { description: 'An error occurred during sign in. Please try again.' }];
}

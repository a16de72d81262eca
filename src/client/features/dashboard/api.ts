import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { profilesApi } from '#shared/contracts/profiles';
import { sessionsApi } from '#shared/contracts/sessions';
import { paths } from '#shared/page-urls';
import { callApi } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';
import { signOut } from '../../lib/auth-client';
import { forgetAccount } from '../../lib/forget-account';
import { ownProfileQuery } from '../../lib/own-profile';
import { toast } from '../../ui/toast';

export { ownProfileQuery };

export const dashboardStatsQuery = apiQuery(profilesApi.stats);

/** The signed-in member's own profile (name, plan, role, ...). */
export const useOwnProfile = () => useQuery(ownProfileQuery);

/** The four dashboard numbers, computed by the server from real matches and chats. */
export const useDashboardStats = () => useQuery(dashboardStatsQuery);

/** Where the member is signed in; refetched whenever the dialog opens. */
export const sessionsQuery = queryOptions({ ...apiQuery(sessionsApi.list), staleTime: 0 });

/** After ending sessions, the list follows, whatever happened. */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  // The list alone: its feature, auth, also keys the session query, which must not refetch here.
  return () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
}

/** Signs out one other browser. */
export function useEndSession() {
  const onSettled = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) => callApi(sessionsApi.end, { params: { id } }),
    onSettled,
  });
}

/** Signs out every browser but this one. */
export function useEndOtherSessions() {
  const onSettled = useRefreshSessions();
  return useMutation({ mutationFn: () => callApi(sessionsApi.endOthers), onSettled });
}

/**
 * Logout of docs/product-rules.md §2 Dashboard shell: sign out on the server, forget everything
 * cached about the account, then go to /, also when the server call failed.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () =>
      toast.success('Logged out successfully', {
        description: 'You have been signed out of your account.',
      }),
    onError: () =>
      toast.error('Logout Error', {
        description: 'An error occurred during logout. Please try again.',
      }),
    onSettled: async () => {
      forgetAccount(queryClient);
      await navigate(paths.home, { replace: true });
    },
  });
}

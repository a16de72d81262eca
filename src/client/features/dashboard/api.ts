import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profilesApi } from '../../../shared/contracts/profiles';
import { sessionsApi } from '../../../shared/contracts/sessions';
import { callApi } from '../../lib/api-client';
import { apiQuery } from '../../lib/api-query';
import { ownProfileQuery } from '../../lib/own-profile';

export { ownProfileQuery };

export const dashboardStatsQuery = apiQuery(profilesApi.stats);

/** The signed-in member's own profile (name, plan, role, ...). */
export const useOwnProfile = () => useQuery(ownProfileQuery);

/** The four dashboard numbers, computed by the server from real matches and chats. */
export const useDashboardStats = () => useQuery(dashboardStatsQuery);

/** Where the member is signed in; refetched whenever the dialog opens. */
export const sessionsQuery = queryOptions({ ...apiQuery(sessionsApi.list), staleTime: 0 });

/** Ends one session, or every one but this browser's; the list follows. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  // The list alone: its feature, auth, also keys the session query, which must not refetch here.
  const onSettled = () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
  return {
    one: useMutation({
      mutationFn: (id: string) => callApi(sessionsApi.end, { params: { id } }),
      onSettled,
    }),
    others: useMutation({ mutationFn: () => callApi(sessionsApi.endOthers), onSettled }),
  };
}

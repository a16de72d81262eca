import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardStats } from '../../../shared/contracts/profiles';
import { api } from '../../lib/api-client';
import { ownProfileQuery } from '../../lib/own-profile';

export { ownProfileQuery };

export const dashboardStatsQuery = queryOptions({
  queryKey: ['profile', 'stats'],
  queryFn: ({ signal }) => api('/api/profile/stats', { schema: dashboardStats, signal }),
});

/** The signed-in member's own profile (name, plan, role, ...). */
export const useOwnProfile = () => useQuery(ownProfileQuery);

/** The four dashboard numbers, computed by the server from real matches and chats. */
export const useDashboardStats = () => useQuery(dashboardStatsQuery);

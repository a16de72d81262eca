import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardStats, ownProfile } from '../../../shared/contracts/profiles';
import { api } from '../../lib/api-client';

export const ownProfileQuery = queryOptions({
  queryKey: ['profile', 'own'],
  queryFn: ({ signal }) => api('/api/profile', { schema: ownProfile, signal }),
});

export const dashboardStatsQuery = queryOptions({
  queryKey: ['profile', 'stats'],
  queryFn: ({ signal }) => api('/api/profile/stats', { schema: dashboardStats, signal }),
});

/** The signed-in member's own profile (name, plan, role, ...). */
export const useOwnProfile = () => useQuery(ownProfileQuery);

/** The four dashboard numbers, computed by the server from real matches and chats. */
export const useDashboardStats = () => useQuery(dashboardStatsQuery);

import { useQuery } from '@tanstack/react-query';
import { profilesApi } from '../../../shared/contracts/profiles';
import { apiQuery } from '../../lib/api-query';
import { ownProfileQuery } from '../../lib/own-profile';

export { ownProfileQuery };

export const dashboardStatsQuery = apiQuery(profilesApi.stats);

/** The signed-in member's own profile (name, plan, role, ...). */
export const useOwnProfile = () => useQuery(ownProfileQuery);

/** The four dashboard numbers, computed by the server from real matches and chats. */
export const useDashboardStats = () => useQuery(dashboardStatsQuery);

import { queryOptions } from '@tanstack/react-query';
import { ownProfile } from '../../shared/contracts/profiles';
import { api } from './api-client';

/** The signed-in member's own profile; every feature that shows it shares this one cache entry. */
export const ownProfileQuery = queryOptions({
  queryKey: ['profile', 'own'],
  queryFn: ({ signal }) => api('/api/profile', { schema: ownProfile, signal }),
});

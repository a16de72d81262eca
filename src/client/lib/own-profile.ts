import { profilesApi } from '#shared/contracts/profiles';
import { apiQuery } from './api-query';

/** The signed-in member's own profile; every feature that shows it shares this one cache entry. */
export const ownProfileQuery = apiQuery(profilesApi.me);

import { profilePhotosApi } from '#shared/contracts/profile-photos.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { errorSet } from '#server/plugins/error-set.js';

/** The profile's expected errors, with the statuses profilesApi and profilePhotosApi give them. */
export const profileErrors = errorSet(profilesApi, profilePhotosApi);

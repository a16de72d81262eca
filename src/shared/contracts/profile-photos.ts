import { z } from 'zod';
import { MAX_PROFILE_PHOTOS } from '../domain/profile-photos.js';
import { endpoint } from './endpoint.js';
import { ownProfile } from './profiles.js';

/**
 * A member's photos (issue 31, part 4): up to six, the first being the main photo that cards,
 * chats and verification show. Each change answers the whole own profile, so the editor, the
 * header and the completion figure update from one answer. Uploads are checked like the avatar
 * (contracts/profiles.ts, AVATAR_MAX_BYTES and AVATAR_MESSAGES).
 */
export const profilePhotosApi = {
  add: endpoint({
    method: 'POST',
    path: '/api/profile/photos',
    access: 'member',
    feature: 'profiles',
    summary: `Add a photo after the others (multipart, one image file, at most 5 MB; at most ${MAX_PROFILE_PHOTOS} photos)`,
    multipart: true,
    response: ownProfile,
    errors: {
      NO_FILE: 400,
      NOT_AN_IMAGE: 400,
      TOO_MANY_PHOTOS: 400,
      NOT_FOUND: 404,
      STORAGE_UNAVAILABLE: 503,
    },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/profile/photos/:id',
    access: 'member',
    feature: 'profiles',
    summary: 'Remove one of the member’s photos; the next one moves up (a removed main photo too)',
    params: z.object({ id: z.uuid('No such photo.') }),
    response: ownProfile,
    errors: { NOT_FOUND: 404 },
  }),
  reorder: endpoint({
    method: 'PUT',
    path: '/api/profile/photos/order',
    access: 'member',
    feature: 'profiles',
    summary: 'Put the member’s photos in a new order: every one of their ids, once, main first',
    body: z.strictObject({ ids: z.array(z.uuid()).min(1).max(MAX_PROFILE_PHOTOS) }),
    response: ownProfile,
    errors: { BAD_PHOTO_ORDER: 400, NOT_FOUND: 404 },
  }),
};

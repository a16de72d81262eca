import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { profilesApi } from '#shared/contracts/profiles.js';
import type { Db } from '#server/db/connect.js';
import { isObjectKey, type StoragePort } from '#server/platform/storage/index.js';
import { route, type routeLimit } from '#server/plugins/contract-route.js';
import { perMember } from '#server/plugins/keyed-limit.js';
import { mayFetchPhoto } from '../identity/index.js';
import { AVATAR_URL_PREFIX, removeAvatar, replaceAvatar } from './avatar-service.js';
import { profileErrors } from './errors.js';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from './photo-upload.js';

export interface AvatarRouteOptions {
  db: Db;
  storage: StoragePort;
  /** The per-IP limit of the write routes (off when RATE_LIMIT=off). */
  writeLimit: ReturnType<typeof routeLimit>;
  /** RATE_LIMIT: the per-member limit on uploads is off with it. */
  rateLimit: boolean;
}

const noSuchPhoto = () => profileErrors.fail('NOT_FOUND', 'No such photo');

/** Upload and removal of the member's own avatar, and the route that serves avatar files. */
export async function avatarRoutes(
  app: FastifyInstance,
  { db, storage, writeLimit, rateLimit }: AvatarRouteOptions,
) {
  await app.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });

  route(
    app,
    profilesApi.uploadAvatar,
    async ({ user, request }) =>
      replaceAvatar(db, storage, user.id, await readPhotoUpload(request), request.log),
    // Each upload is decoded and re-encoded: 20 an hour per member, counted before the upload is read.
    {
      onRequest: perMember(app, rateLimit, profilesApi.uploadAvatar, 20, '1 hour'),
      config: writeLimit,
    },
  );

  route(
    app,
    profilesApi.removeAvatar,
    ({ user, request }) => removeAvatar(db, storage, user.id, request.log),
    { config: writeLimit },
  );

  // A photo is served only to whom it is theirs to see, asked at every request (features/identity,
  // mayFetchPhoto): a block or an unmatch withdraws it at once. Anyone else gets the answer a
  // missing file gets, so a former match learns nothing. A file's bytes never change (every upload
  // gets a new random name), so the browser may keep them, but must ask again before each use
  // ('no-cache'); the answer to a copy it holds is a 304 without reading the file.
  route(app, profilesApi.avatarFile, async ({ user, params, request, reply }) => {
    const key = `avatars/${params.name}`;
    const url = `${AVATAR_URL_PREFIX}${params.name}`;
    if (!isObjectKey(key) || !(await mayFetchPhoto(db, user, url))) throw noSuchPhoto();
    const caching = { 'cache-control': 'private, no-cache', etag: `"${params.name}"` };
    if (request.headers['if-none-match'] === caching.etag)
      return reply.code(304).headers(caching).send();
    const object = await storage.get(key);
    if (!object) throw noSuchPhoto();
    return reply.headers({ ...caching, 'content-type': object.contentType }).send(object.data);
  });
}

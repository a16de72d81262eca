import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { profilePhotosApi } from '#shared/contracts/profile-photos.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import type { Db } from '#server/db/connect.js';
import { isObjectKey, type StoragePort } from '#server/platform/storage/index.js';
import { route, type routeLimit } from '#server/plugins/contract-route.js';
import { keyedLimit, memberKey } from '#server/plugins/keyed-limit.js';
import type { SessionUser } from '#server/plugins/session.js';
import { mayFetchPhoto } from '../identity/index.js';
import { profileErrors } from './errors.js';
import { AVATAR_URL_PREFIX } from './photo-files.js';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from './photo-upload.js';
import {
  addPhoto,
  removeMainPhoto,
  removePhoto,
  reorderPhotos,
  replaceMainPhoto,
} from './photos-service.js';

export interface PhotoRouteOptions {
  db: Db;
  storage: StoragePort;
  /** The per-IP limit of the write routes (off when RATE_LIMIT=off). */
  writeLimit: ReturnType<typeof routeLimit>;
  /** RATE_LIMIT: the per-member limit on uploads is off with it. */
  rateLimit: boolean;
}

const noSuchPhoto = () => profileErrors.fail('NOT_FOUND', 'No such photo');

/**
 * The member's own photos (add, remove, reorder; the avatar routes replace or remove the main
 * one, as before there were several), and the route that serves photo files.
 */
export async function photoRoutes(
  app: FastifyInstance,
  { db, storage, writeLimit, rateLimit }: PhotoRouteOptions,
) {
  await app.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });
  const deps = (log: FastifyInstance['log']) => ({ db, storage, log });
  // Each upload is decoded and re-encoded: 20 an hour per member, whichever route takes it,
  // counted before the upload is read.
  const uploads = {
    onRequest: keyedLimit(app, rateLimit, {
      name: 'member photo uploads',
      max: 20,
      timeWindow: '1 hour',
      key: memberKey,
    }),
    config: writeLimit,
  };

  /** A route that reads the one uploaded file and hands it to `store`. */
  const withUpload =
    (store: typeof addPhoto) =>
    async ({ user, request }: { user: SessionUser; request: FastifyRequest }) =>
      store(deps(request.log), user.id, await readPhotoUpload(request));

  route(app, profilesApi.uploadAvatar, withUpload(replaceMainPhoto), uploads);
  route(
    app,
    profilesApi.removeAvatar,
    ({ user, request }) => removeMainPhoto(deps(request.log), user.id),
    { config: writeLimit },
  );
  route(app, profilePhotosApi.add, withUpload(addPhoto), uploads);
  route(
    app,
    profilePhotosApi.remove,
    ({ user, params, request }) => removePhoto(deps(request.log), user.id, params.id),
    { config: writeLimit },
  );
  route(
    app,
    profilePhotosApi.reorder,
    ({ user, body, request }) => reorderPhotos(deps(request.log), user.id, body.ids),
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

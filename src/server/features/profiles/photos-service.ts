import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/connect.js';
import { profilePhotos } from '#server/db/schema.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import type { OwnProfile } from '#shared/contracts/profiles.js';
import { MAX_PROFILE_PHOTOS, PHOTO_MESSAGES } from '#shared/domain/profile-photos.js';
import { profileErrors } from './errors.js';
import { deletePhotoFiles, storePhotoFiles } from './photo-files.js';
import { changePhotos, type ListedPhoto } from './photo-list.js';
import { getOwnProfile } from './service.js';

interface PhotoDeps {
  db: Db;
  storage: StoragePort;
  log: FastifyBaseLogger;
}

const tooMany = () => profileErrors.fail('TOO_MANY_PHOTOS', PHOTO_MESSAGES.tooMany);

/**
 * Stores an upload's files, then writes the list `place` makes with it. The files are deleted
 * again when the write fails or is refused, so a refused photo leaves nothing behind.
 */
async function withUpload(
  deps: PhotoDeps,
  userId: string,
  upload: Buffer,
  place: (photos: ListedPhoto[], added: ListedPhoto) => ListedPhoto[],
): Promise<OwnProfile> {
  const { db, storage, log } = deps;
  const added = await storePhotoFiles(deps, upload);
  try {
    await changePhotos(db, storage, userId, log, (photos) => place(photos, added));
  } catch (err) {
    await deletePhotoFiles(deps, [added]);
    throw err;
  }
  return getOwnProfile(db, userId);
}

/** Adds a photo after the member's others; a seventh is refused and changes nothing. */
export async function addPhoto(deps: PhotoDeps, userId: string, upload: Buffer) {
  // Told at once when the list is full, before any decoding; the count that decides is the one
  // taken under the lock (photo-list.ts), as two tabs may add at the same moment.
  const [listed] = await deps.db
    .select({ n: count() })
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId));
  if ((listed?.n ?? 0) >= MAX_PROFILE_PHOTOS) throw tooMany();
  return withUpload(deps, userId, upload, (photos, added) => {
    if (photos.length >= MAX_PROFILE_PHOTOS) throw tooMany();
    return [...photos, added];
  });
}

/** The avatar upload's meaning kept: the new photo takes the main one's place, the others stay. */
export const replaceMainPhoto = (deps: PhotoDeps, userId: string, upload: Buffer) =>
  withUpload(deps, userId, upload, (photos, added) => [added, ...photos.slice(1)]);

/** Removes one photo; those after it move up, so removing the main photo makes the next one main. */
export async function removePhoto({ db, storage, log }: PhotoDeps, userId: string, id: string) {
  await changePhotos(db, storage, userId, log, (photos) => {
    if (!photos.some((p) => p.id === id))
      throw profileErrors.fail('NOT_FOUND', PHOTO_MESSAGES.notFound);
    return photos.filter((p) => p.id !== id);
  });
  return getOwnProfile(db, userId);
}

/** The avatar removal's meaning kept: the main photo goes and the next one becomes main. */
export async function removeMainPhoto({ db, storage, log }: PhotoDeps, userId: string) {
  await changePhotos(db, storage, userId, log, (photos) => photos.slice(1));
  return getOwnProfile(db, userId);
}

/**
 * Puts the photos in the order of `ids`, which must name each of the member's photos once:
 * anything else (one missing, another member's, twice the same) is refused and changes nothing,
 * as it means the editor was showing a list that is no longer there.
 */
export async function reorderPhotos(
  { db, storage, log }: PhotoDeps,
  userId: string,
  ids: string[],
) {
  await changePhotos(db, storage, userId, log, (photos) => {
    const byId = new Map(photos.map((p) => [p.id, p]));
    const next = ids.map((id) => byId.get(id)).filter((p) => p !== undefined);
    const permutation =
      ids.length === photos.length &&
      next.length === ids.length &&
      new Set(ids).size === ids.length;
    if (!permutation) throw profileErrors.fail('BAD_PHOTO_ORDER', PHOTO_MESSAGES.badOrder);
    return next;
  });
  return getOwnProfile(db, userId);
}

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';
import { profileCompletion } from '#shared/domain/profile-completion.js';
import { buildPath } from '#shared/contracts/endpoint.js';
import { profilesApi, type OwnProfile } from '#shared/contracts/profiles.js';
import {
  deleteStoredFiles,
  randomObjectName,
  type StoragePort,
} from '#server/platform/storage/index.js';
import { toAvatarWebp, toBlurredAvatarWebp } from './avatar-image.js';
import { getOwnProfile } from './service.js';
import { profileErrors } from './errors.js';

/** Avatars are served at this path plus their object name: the avatar file route's own path. */
export const AVATAR_URL_PREFIX = buildPath(profilesApi.avatarFile.path, { name: '' });
const AVATAR_FOLDER = 'avatars';

/**
 * A member's photo as stored: the clear file and the blurred copy their matches see until both
 * reveal. Both live in the avatars folder under unrelated random names, so neither URL hints at
 * the other; they are always set, replaced and deleted together.
 */
export interface StoredPhoto {
  avatarUrl: string | null;
  avatarBlurredUrl: string | null;
}
const NO_PHOTO: StoredPhoto = { avatarUrl: null, avatarBlurredUrl: null };

/** The storage key behind one of our avatar URLs, or null for anything else. */
function avatarKeyOf(avatarUrl: string | null): string | null {
  if (!avatarUrl?.startsWith(AVATAR_URL_PREFIX)) return null;
  return `${AVATAR_FOLDER}/${avatarUrl.slice(AVATAR_URL_PREFIX.length)}`;
}

/** The storage keys of a member's photo: the clear file and its blurred copy (none when unset). */
export const photoKeys = (photo: StoredPhoto | undefined) =>
  [photo?.avatarUrl, photo?.avatarBlurredUrl]
    .map((url) => avatarKeyOf(url ?? null))
    .filter((key) => key !== null);

/** Removes a photo's files; a failure only leaves an orphaned file behind, so it is logged, not thrown. */
export const deletePhotoFiles = (
  storage: StoragePort,
  photo: StoredPhoto | undefined,
  log: FastifyBaseLogger,
) => deleteStoredFiles(storage, photoKeys(photo), log);

/** Points the profile at a photo (or none) with the completion it gives; returns the previous one. */
async function swapPhoto(db: Db, userId: string, photo: StoredPhoto): Promise<StoredPhoto> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!current) throw profileErrors.fail('NOT_FOUND', 'Profile not found');
    await tx
      .update(profiles)
      .set({
        ...photo,
        profileCompletion: profileCompletion({ ...current, avatarUrl: photo.avatarUrl }),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId));
    return { avatarUrl: current.avatarUrl, avatarBlurredUrl: current.avatarBlurredUrl };
  });
}

/**
 * Re-encodes the upload (avatar-image.ts), stores it and its blurred copy under new random names,
 * points the profile at them, then deletes the previous pair. A new name per upload lets browsers
 * cache each file forever.
 */
export async function replaceAvatar(
  db: Db,
  storage: StoragePort,
  userId: string,
  upload: Buffer,
  log: FastifyBaseLogger,
): Promise<OwnProfile> {
  const clear = await toAvatarWebp(upload);
  const blurred = await toBlurredAvatarWebp(clear);
  const [clearName, blurredName] = [randomObjectName('webp'), randomObjectName('webp')];
  const next = {
    avatarUrl: `${AVATAR_URL_PREFIX}${clearName}`,
    avatarBlurredUrl: `${AVATAR_URL_PREFIX}${blurredName}`,
  };
  let previous: StoredPhoto;
  try {
    await storage.put(`${AVATAR_FOLDER}/${clearName}`, clear, 'image/webp');
    await storage.put(`${AVATAR_FOLDER}/${blurredName}`, blurred, 'image/webp');
    previous = await swapPhoto(db, userId, next);
  } catch (err) {
    await deletePhotoFiles(storage, next, log);
    throw err;
  }
  await deletePhotoFiles(storage, previous, log);
  return getOwnProfile(db, userId);
}

/** Removes the member's photo, both files (the profile falls back to their initial). */
export async function removeAvatar(
  db: Db,
  storage: StoragePort,
  userId: string,
  log: FastifyBaseLogger,
): Promise<OwnProfile> {
  const previous = await swapPhoto(db, userId, NO_PHOTO);
  await deletePhotoFiles(storage, previous, log);
  return getOwnProfile(db, userId);
}

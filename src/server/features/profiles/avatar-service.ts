import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.js';
import { profiles } from '../../db/schema.js';
import { profileCompletion } from '../../../shared/domain/profile-completion.js';
import { buildPath } from '../../../shared/contracts/endpoint.js';
import { profilesApi, type OwnProfile } from '../../../shared/contracts/profiles.js';
import { randomObjectName, type StoragePort } from '../../platform/storage/index.js';
import { notFound } from '../../plugins/errors.js';
import { toAvatarWebp } from './avatar-image.js';
import { getOwnProfile } from './service.js';

/** Avatars are served at this path plus their object name: the avatar file route's own path. */
export const AVATAR_URL_PREFIX = buildPath(profilesApi.avatarFile.path, { name: '' });
const AVATAR_FOLDER = 'avatars';

/** The storage key behind one of our avatar URLs, or null for anything else. */
export function avatarKeyOf(avatarUrl: string | null): string | null {
  if (!avatarUrl?.startsWith(AVATAR_URL_PREFIX)) return null;
  return `${AVATAR_FOLDER}/${avatarUrl.slice(AVATAR_URL_PREFIX.length)}`;
}

/** Removes a stored avatar; a failure only leaves an orphaned file behind, so it is logged, not thrown. */
export async function deleteAvatarObject(
  storage: StoragePort,
  avatarUrl: string | null,
  log: FastifyBaseLogger,
) {
  const key = avatarKeyOf(avatarUrl);
  if (!key) return;
  await storage
    .delete(key)
    .catch((err: unknown) => log.warn({ err, key }, 'could not delete an old avatar'));
}

/** Sets the profile's avatar URL (or clears it) with the completion it gives; returns the previous URL. */
async function swapAvatarUrl(
  db: Db,
  userId: string,
  avatarUrl: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
    if (!current) throw notFound('Profile not found');
    await tx
      .update(profiles)
      .set({
        avatarUrl,
        profileCompletion: profileCompletion({ ...current, avatarUrl }),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId));
    return current.avatarUrl;
  });
}

/**
 * Re-encodes the upload (avatar-image.ts), stores it under a new random name, points the profile
 * at it, then deletes the previous one. A new name per upload lets browsers cache each file forever.
 */
export async function replaceAvatar(
  db: Db,
  storage: StoragePort,
  userId: string,
  upload: Buffer,
  log: FastifyBaseLogger,
): Promise<OwnProfile> {
  const webp = await toAvatarWebp(upload);
  const name = randomObjectName('webp');
  await storage.put(`${AVATAR_FOLDER}/${name}`, webp, 'image/webp');
  let previous: string | null;
  try {
    previous = await swapAvatarUrl(db, userId, `${AVATAR_URL_PREFIX}${name}`);
  } catch (err) {
    await storage.delete(`${AVATAR_FOLDER}/${name}`).catch(() => undefined);
    throw err;
  }
  await deleteAvatarObject(storage, previous, log);
  return getOwnProfile(db, userId);
}

/** Removes the member's avatar (the profile falls back to their initial). */
export async function removeAvatar(
  db: Db,
  storage: StoragePort,
  userId: string,
  log: FastifyBaseLogger,
): Promise<OwnProfile> {
  const previous = await swapAvatarUrl(db, userId, null);
  await deleteAvatarObject(storage, previous, log);
  return getOwnProfile(db, userId);
}

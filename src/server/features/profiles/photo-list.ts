import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/connect.js';
import { profilePhotos, profiles } from '#server/db/schema.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import { profileCompletion } from '#shared/domain/profile-completion.js';
import { profileErrors } from './errors.js';
import { deletePhotoFiles, type PhotoFiles } from './photo-files.js';

/** A photo in the member's list, in their order; a new one gets its id when it is written. */
export interface ListedPhoto extends PhotoFiles {
  id?: string;
  createdAt?: Date;
}

type Profile = typeof profiles.$inferSelect;

/**
 * The member's profile and photos in their order, read under a lock on the profile row. Every
 * change to the list takes this lock first, so two at once (two tabs adding a sixth photo) run
 * one after the other, and the second sees what the first wrote.
 */
async function lockedPhotos(tx: Db, userId: string) {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  if (!profile) throw profileErrors.fail('NOT_FOUND', 'Profile not found');
  const rows = await tx
    .select()
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId))
    .orderBy(asc(profilePhotos.position));
  // An avatar without a photo row (set before photos were listed) counts as the main photo.
  const photos: ListedPhoto[] =
    rows.length || !profile.avatarUrl
      ? rows
      : [{ url: profile.avatarUrl, blurredUrl: profile.avatarBlurredUrl }];
  return { profile, photos };
}

/**
 * Writes the list as given: positions from 0 in its order, and the first photo mirrored into the
 * profile's avatar columns and completion, so every reader of avatar_url (cards, chats, requests,
 * the admin panel, verification's "current main photo") shows the main photo. The rows are
 * deleted and inserted again, ids kept, rather than renumbered in place: PostgreSQL checks the
 * (user_id, position) key row by row, so a swap in place would collide with itself.
 */
async function writePhotos(tx: Db, profile: Profile, photos: readonly ListedPhoto[]) {
  await tx.delete(profilePhotos).where(eq(profilePhotos.userId, profile.id));
  if (photos.length)
    await tx.insert(profilePhotos).values(
      photos.map((p, position) => ({
        id: p.id,
        userId: profile.id,
        position,
        url: p.url,
        blurredUrl: p.blurredUrl,
        createdAt: p.createdAt,
      })),
    );
  const avatarUrl = photos[0]?.url ?? null;
  const avatarBlurredUrl = photos[0]?.blurredUrl ?? null;
  if (avatarUrl === profile.avatarUrl && avatarBlurredUrl === profile.avatarBlurredUrl) return;
  await tx
    .update(profiles)
    .set({
      avatarUrl,
      avatarBlurredUrl,
      profileCompletion: profileCompletion({ ...profile, avatarUrl }),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, profile.id));
}

/**
 * Changes the member's photo list in one transaction: `change` gets the list as it is and returns
 * the new one, or throws to leave everything as it was. The files of photos no longer listed are
 * deleted after the commit.
 */
export async function changePhotos(
  db: Db,
  storage: StoragePort,
  userId: string,
  log: FastifyBaseLogger,
  change: (photos: ListedPhoto[]) => ListedPhoto[],
) {
  const dropped = await db.transaction(async (tx) => {
    const { profile, photos } = await lockedPhotos(tx, userId);
    const next = change(photos);
    await writePhotos(tx, profile, next);
    const kept = new Set(next.map((p) => p.url));
    return photos.filter((p) => !kept.has(p.url));
  });
  await deletePhotoFiles({ db, storage, log }, dropped);
}

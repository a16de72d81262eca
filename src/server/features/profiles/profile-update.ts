import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';
import { profileCompletion } from '#shared/domain/profile-completion.js';
import type { OwnProfile, UpdateProfileValues } from '#shared/contracts/profiles.js';
import { setAccountName } from '../auth/index.js';
import { getOwnProfile } from './service.js';
import { profileErrors } from './errors.js';

/**
 * Writes the member's own editable fields and the completion they add up to. The id always
 * comes from the session, never from the request. The name is also the account's name, so the
 * header, mails and admin lists say what the member chose.
 */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  input: UpdateProfileValues,
): Promise<OwnProfile> {
  await db.transaction(async (tx) => {
    // Locked, so an avatar upload at the same moment cannot compute completion from stale fields.
    const [current] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('update');
    if (!current) throw profileErrors.fail('NOT_FOUND', 'Profile not found');
    const now = new Date();
    await tx
      .update(profiles)
      .set({
        ...input,
        profileCompletion: profileCompletion({ ...input, avatarUrl: current.avatarUrl }),
        updatedAt: now,
      })
      .where(eq(profiles.id, userId));
    await setAccountName(tx, userId, input.fullName);
  });
  return getOwnProfile(db, userId);
}

import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateMemberBody } from '#shared/contracts/admin-users.js';
import { profileCompletion } from '#shared/domain/profile-completion.js';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';

export type AdminProfileEdit = z.output<typeof updateMemberBody>;

/**
 * An admin's edit of a member's profile, in the caller's transaction: the row is locked, the
 * fields that differ are written with the completion they add up to. Returns the row as it was
 * and the names of the fields that changed, or null when there is no such profile.
 */
export async function editProfileAsAdmin(tx: Db, targetId: string, input: AdminProfileEdit) {
  const [before] = await tx.select().from(profiles).where(eq(profiles.id, targetId)).for('update');
  if (!before) return null;
  const changed = (Object.keys(input) as (keyof AdminProfileEdit)[]).filter(
    (k) => input[k] !== before[k],
  );
  if (changed.length)
    await tx
      .update(profiles)
      .set({
        ...input,
        profileCompletion: profileCompletion({ ...before, ...input }),
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, targetId));
  return { before, changed };
}

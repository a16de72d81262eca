import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';

/**
 * Profile fields that other features work out and the profiles feature stores for them: the
 * emotional type (quizzes) and the current match list (matching). Each takes the caller's
 * transaction, so the field changes together with the result it came from.
 */
export async function setEmotionalType(tx: Db, userId: string, emotionalType: string) {
  await tx
    .update(profiles)
    .set({ emotionalType, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

export async function setMatchList(tx: Db, userId: string, matchedUserIds: string[]) {
  await tx.update(profiles).set({ matchedUsers: matchedUserIds }).where(eq(profiles.id, userId));
}

import type { Db } from '#server/db/connect.js';
import { separateEverywhere, type MemberLifecycle } from '#server/db/member-lifecycle.js';
import { endedMatches } from '#server/db/schema.js';
import { recordAudit } from '../audit/index.js';
import { assertRelated, orderedPair } from './separation.js';

/** Ends a match for both, for good: neither is matched with the other again. */
export async function unmatchMember(
  db: Db,
  lifecycle: readonly MemberLifecycle[],
  userId: string,
  otherId: string,
) {
  await assertRelated(db, userId, otherId);
  const [userA, userB] = orderedPair(userId, otherId);
  await db.transaction(async (tx) => {
    await tx.insert(endedMatches).values({ userA, userB, endedBy: userId }).onConflictDoNothing();
    await separateEverywhere(lifecycle, tx, userId, otherId);
    await recordAudit(tx, { actorId: userId, action: 'safety.unmatch', targetId: otherId });
  });
}

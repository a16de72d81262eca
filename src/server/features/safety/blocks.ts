import { and, desc, eq } from 'drizzle-orm';
import type { BlockedMember } from '#shared/contracts/safety.js';
import type { Db } from '#server/db/connect.js';
import { separateEverywhere, type MemberLifecycle } from '#server/db/member-lifecycle.js';
import { memberBlocks, profiles } from '#server/db/schema.js';
import { recordAudit } from '../audit/index.js';
import { asSeenBy, matchProfileColumns } from '../identity/index.js';
import { safetyErrors } from './errors.js';
import { assertRelated } from './separation.js';

/**
 * Blocks a member the caller was matched or talked with. The blocked member is not told: the
 * match, the conversation and any request simply stop being there for both.
 */
export async function blockMember(
  db: Db,
  lifecycle: readonly MemberLifecycle[],
  blockerId: string,
  blockedId: string,
) {
  await assertRelated(db, blockerId, blockedId);
  await db.transaction((tx) => blockInTransaction(tx, lifecycle, blockerId, blockedId));
}

/**
 * The block itself, in the caller's transaction (a report blocks too): every owner separates
 * the two in its tables (the match goes, a pending request is withdrawn, the conversation closes).
 */
export async function blockInTransaction(
  tx: Db,
  lifecycle: readonly MemberLifecycle[],
  blockerId: string,
  blockedId: string,
) {
  await tx.insert(memberBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
  await separateEverywhere(lifecycle, tx, blockerId, blockedId);
  await recordAudit(tx, { actorId: blockerId, action: 'safety.block', targetId: blockedId });
}

/** Lifts a block; the two may be matched again, and the closed conversation stays closed. */
export async function unblockMember(db: Db, blockerId: string, blockedId: string) {
  const removed = await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)))
    .returning({ blockedId: memberBlocks.blockedId });
  if (!removed.length) throw safetyErrors.fail('NOT_FOUND', 'You have not blocked this member.');
  await recordAudit(db, { actorId: blockerId, action: 'safety.unblock', targetId: blockedId });
}

/** The members this member blocked, newest first, as a match may see them. */
export async function blockedMembers(db: Db, blockerId: string): Promise<BlockedMember[]> {
  const rows = await db
    .select({ ...matchProfileColumns(blockerId), blockedAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .innerJoin(profiles, eq(profiles.id, memberBlocks.blockedId))
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt));
  return rows.map((row) => {
    const seen = asSeenBy(row);
    return {
      userId: seen.userId,
      name: seen.name,
      avatarUrl: seen.avatarUrl,
      blockedAt: row.blockedAt.toISOString(),
    };
  });
}

import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.js';
import {
  chatRequests,
  chatSessions,
  endedMatches,
  matchedUsers,
  memberBlocks,
  profiles,
} from '../../db/schema.js';
import { AppError } from '../../plugins/errors.js';
import { refundMatchCredit } from '../profiles/index.js';

/** The pair low id first, as ended_matches stores it. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);

/** One key per unordered pair. */
export const pairKey = (a: string, b: string) => orderedPair(a, b).join('|');

/** Above this many members, every separation is read (an id list that long is not worth it). */
const READ_ALL_ABOVE = 1_000;

/**
 * The pairs among `userIds` that must never be matched or shown to each other: a block either
 * way, or a match one of them ended. Matching filters its lists through this.
 */
export async function separatedPairs(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Set();
  const few = ids.length <= READ_ALL_ABOVE;
  const [blocks, ended] = await Promise.all([
    db
      .select({ a: memberBlocks.blockerId, b: memberBlocks.blockedId })
      .from(memberBlocks)
      .where(
        few
          ? or(inArray(memberBlocks.blockerId, ids), inArray(memberBlocks.blockedId, ids))
          : undefined,
      ),
    db
      .select({ a: endedMatches.userA, b: endedMatches.userB })
      .from(endedMatches)
      .where(
        few ? or(inArray(endedMatches.userA, ids), inArray(endedMatches.userB, ids)) : undefined,
      ),
  ]);
  return new Set([...blocks, ...ended].map((r) => pairKey(r.a, r.b)));
}

/** The row is about this pair, whichever of the two columns holds whom. */
export const between = (a: string, b: string, x: AnyPgColumn, y: AnyPgColumn) =>
  or(and(eq(x, a), eq(y, b)), and(eq(x, b), eq(y, a)));

/** Not a match, not someone they talked with, or themselves: one answer for all. */
export const notAMatch = () =>
  new AppError(404, 'NOT_A_MATCH', 'This person is not one of your matches.');

/** Whether the two were ever matched or talked: only then can one block, unmatch or report the other. */
export async function assertRelated(db: Db, userId: string, otherId: string) {
  if (userId === otherId) throw notAMatch();
  const [low, high] = orderedPair(userId, otherId);
  const { rows } = (await db.execute(sql`
    SELECT 1 FROM ${matchedUsers} m
      WHERE (m.user_id = ${userId} AND m.matched_user_id = ${otherId})
         OR (m.user_id = ${otherId} AND m.matched_user_id = ${userId})
    UNION ALL SELECT 1 FROM ${chatSessions} c
      WHERE (c.user1_id = ${userId} AND c.user2_id = ${otherId})
         OR (c.user1_id = ${otherId} AND c.user2_id = ${userId})
    UNION ALL SELECT 1 FROM ${endedMatches} e
      WHERE e.user_a = ${low} AND e.user_b = ${high}
    LIMIT 1`)) as { rows: unknown[] };
  if (!rows.length) throw notAMatch();
}

/**
 * What a block and an unmatch both do, in the caller's transaction: the match goes for both, a
 * pending chat request between them is withdrawn and its credit returned, and their
 * conversation closes (it stays readable, and nobody can write in it).
 */
export async function separate(tx: Db, a: string, b: string, now = new Date()) {
  await tx
    .delete(matchedUsers)
    .where(between(a, b, matchedUsers.userId, matchedUsers.matchedUserId));
  for (const [self, other] of [
    [a, b],
    [b, a],
  ] as const)
    await tx
      .update(profiles)
      .set({ matchedUsers: sql`array_remove(${profiles.matchedUsers}, ${other})` })
      .where(eq(profiles.id, self));
  const withdrawn = await tx
    .delete(chatRequests)
    .where(
      and(
        eq(chatRequests.status, 'pending'),
        between(a, b, chatRequests.senderId, chatRequests.receiverId),
      ),
    )
    .returning({ senderId: chatRequests.senderId });
  for (const { senderId } of withdrawn) await refundMatchCredit(tx, senderId);
  await tx
    .update(chatSessions)
    .set({ closedAt: now })
    .where(
      and(between(a, b, chatSessions.user1Id, chatSessions.user2Id), isNull(chatSessions.closedAt)),
    );
}

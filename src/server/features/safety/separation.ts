import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { chatSessions, endedMatches, matchedUsers, memberBlocks } from '#server/db/schema.js';
import { safetyErrors } from './errors.js';

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

/** Not a match, not someone they talked with, or themselves: one answer for all. */
export const notAMatch = () =>
  safetyErrors.fail('NOT_A_MATCH', 'This person is not one of your matches.');

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

import type { Db } from '#server/db/connect.js';
import { batchMatchesOf, fitEachOther, matchBatch, searchMember } from './engine/index.js';
import { createPoolCache } from './pool-cache.js';
import { dropFromListsOf, listersOf, storeMatchList, upsertPairs } from './match-lists.js';

/** How many matches a member's list holds. */
export const MATCH_LIST_SIZE = 20;

export interface Matcher {
  /**
   * One member's list, now (questionnaire or preferences saved, quiz retaken): their top
   * matches; they join each match's list and leave the lists of those they no longer fit.
   */
  refreshMember(userId: string): Promise<number>;
  /** Everyone's lists under the exposure cap (the periodic batch). */
  runBatch(): Promise<{ members: number; listed: number }>;
}

/**
 * Matching over the whole pool in memory (engine/). Runs one at a time per process, so a batch
 * and a member's refresh never write over each other; the page never waits on a batch, only on
 * the one member's search (milliseconds over the index; pool-cache.ts keeps the index).
 */
export function createMatcher(db: Db, listSize = MATCH_LIST_SIZE): Matcher {
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const pool = createPoolCache(db);

  /** Members who list member `index` but no longer fit them (both ways) in `population`. */
  async function noLongerFitting(
    { population, members, positions }: Awaited<ReturnType<typeof pool.withMember>>,
    index: number,
  ) {
    return (await listersOf(db, members[index]!.id)).filter((id) => {
      const j = positions.get(id);
      return j !== undefined && !fitEachOther(population, index, j);
    });
  }

  return {
    refreshMember: (userId) =>
      serially(async () => {
        const current = await pool.withMember(userId);
        const { population, index } = current;
        if (index < 0) {
          await storeMatchList(db, userId, [], null);
          return 0;
        }
        const { matches, candidates } = searchMember(population, index, listSize);
        await storeMatchList(db, userId, matches, candidates);
        await dropFromListsOf(db, userId, await noLongerFitting(current, index));
        // The newcomer shows up for their matches at once; the next batch rebalances the lists.
        if (matches.length)
          await upsertPairs(
            db,
            matches.map((m) => ({
              userId: m.id,
              matchedUserId: userId,
              score: m.score,
              reasons: m.reasons,
            })),
          );
        return matches.length;
      }),
    runBatch: () =>
      serially(async () => {
        const { members, population } = await pool.reload();
        // Worker threads pay off only for big pools (bench/matching.ts: 1M members in about 37 s on 2 cores).
        const batch = await matchBatch(population, listSize, {
          threads: members.length > 20_000 ? 2 : 1,
        });
        let listed = 0;
        for (const [index, member] of members.entries()) {
          const matches = batchMatchesOf(population, batch, index);
          listed += matches.length ? 1 : 0;
          await storeMatchList(db, member.id, matches, batch.candidates[index]!);
        }
        return { members: members.length, listed };
      }),
  };
}

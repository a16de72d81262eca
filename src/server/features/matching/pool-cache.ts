import type { Db } from '#server/db/connect.js';
import { buildPopulation, patchMember, type MemberInput, type Population } from './engine/index.js';
import { loadMembers } from './pool.js';

/** The pool is reloaded whole at least this often; between reloads one member is patched in. */
const POOL_MAX_AGE_MS = 5 * 60 * 1000;

interface Pool {
  members: MemberInput[];
  /** Member id -> position in `members` (the population's input positions). */
  positions: Map<string, number>;
  population: Population;
  loadedAt: number;
}

function indexed(members: MemberInput[], loadedAt: number): Pool {
  return {
    members,
    positions: new Map(members.map((m, i) => [m.id, i])),
    population: buildPopulation(members),
    loadedAt,
  };
}

/**
 * Everyone who can be matched, in memory, with the engine's index over them. A member's save
 * (questionnaire, preferences, a retaken quiz) reads that member again and patches them into the
 * index in place when they keep their place in it (same cell, group and birth year), so the save
 * waits for one search, not for the index of the whole pool to be built again; a member who
 * joins, leaves or moves in the index has it rebuilt. Used by one matcher, one call at a time.
 */
export function createPoolCache(db: Db) {
  let pool: Pool | null = null;
  const stale = (p: Pool) =>
    Date.now() - p.loadedAt > POOL_MAX_AGE_MS || p.population.year !== new Date().getUTCFullYear();

  async function reload(): Promise<Pool> {
    pool = indexed(await loadMembers(db), Date.now());
    return pool;
  }

  /** The pool with `userId` as stored now, and their position in it (-1: cannot be matched). */
  async function withMember(userId: string): Promise<Pool & { index: number }> {
    if (!pool || stale(pool)) {
      const fresh = await reload();
      return { ...fresh, index: fresh.positions.get(userId) ?? -1 };
    }
    const [now] = await loadMembers(db, userId);
    const at = pool.positions.get(userId);
    if (now && at !== undefined && patchMember(pool.population, at, pool.members[at]!, now)) {
      pool.members[at] = now;
      return { ...pool, index: at };
    }
    if (!now && at === undefined) return { ...pool, index: -1 };
    const members = [...pool.members.filter((m) => m.id !== userId), ...(now ? [now] : [])];
    pool = indexed(members, pool.loadedAt);
    return { ...pool, index: pool.positions.get(userId) ?? -1 };
  }

  return { reload, withMember };
}

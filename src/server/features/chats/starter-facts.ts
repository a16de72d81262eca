import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';
import { sharedGround } from '../matching/index.js';
import { otherMemberOf } from './access.js';
import { pickStarters, type PairFacts } from './starters.js';

/**
 * What the viewer may know of the pair, and nothing more: their own match card's reasons
 * (matching's `sharedGround`) and the two profiles' city and occupation, which every match sees
 * (contracts/matching.ts, `matchProfile`). Never the other member's quiz or questionnaire
 * answers, their about text or interests: those are shown to no match.
 */
async function pairFacts(db: Db, viewerId: string, otherId: string): Promise<PairFacts> {
  const [shared, rows] = await Promise.all([
    sharedGround(db, viewerId, otherId),
    db
      .select({ id: profiles.id, location: profiles.location, occupation: profiles.occupation })
      .from(profiles)
      .where(inArray(profiles.id, [viewerId, otherId])),
  ]);
  const of = (id: string) => {
    const row = rows.find((r) => r.id === id);
    return { location: row?.location ?? null, occupation: row?.occupation ?? null };
  };
  return { shared, mine: of(viewerId), theirs: of(otherId) };
}

/**
 * Three conversation starters for a member of the conversation (404 for anyone else, as every
 * chat route): the same three for the same `refresh`, three others for the next. Seeded by the
 * conversation, so two pairs with the same reasons still see different openers.
 */
export async function conversationStarters(
  db: Db,
  sessionId: string,
  viewerId: string,
  refresh: number,
): Promise<string[]> {
  const otherId = await otherMemberOf(db, sessionId, viewerId);
  return startersForPair(db, viewerId, otherId, sessionId, refresh);
}

/**
 * Openers for a pair whether or not they have a conversation yet (the coach drafts them for a
 * match the member names): the same source and rules as the conversation's starters, keyed by
 * the conversation when there is one, else by the pair.
 */
export async function startersForPair(
  db: Db,
  viewerId: string,
  otherId: string,
  pairKey: string,
  refresh = 0,
): Promise<string[]> {
  return pickStarters(await pairFacts(db, viewerId, otherId), pairKey, refresh);
}

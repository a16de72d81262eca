import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { chatRequests, matchedUsers, questionnaire, user } from '#server/db/schema.js';
import { setMatchList } from '../profiles/index.js';
import { pairKey, separatedPairs } from '../safety/index.js';
import type { Match } from './engine/index.js';

/**
 * No open request between the list's owner (a member id, or the row's own user_id column) and
 * the listed member: a pair with an open request or a chat keeps its match, whatever the next
 * run says.
 */
const noOpenRequest = (userId: string | typeof matchedUsers.userId) => sql`NOT EXISTS (
  SELECT 1 FROM ${chatRequests} r
  WHERE r.status IN ('pending', 'accepted')
    AND ((r.sender_id = ${userId} AND r.receiver_id = ${matchedUsers.matchedUserId})
      OR (r.receiver_id = ${userId} AND r.sender_id = ${matchedUsers.matchedUserId})))`;

/**
 * Replaces a member's list with `matches`: new pairs are added (their created_at is the
 * 'Matched on' date), kept pairs get the new score and reasons, dropped pairs go unless the
 * two are already talking. `candidates`: how many members fit them both ways (for the Matches
 * page's "widen your preferences" note).
 */
export async function storeMatchList(
  db: Db,
  userId: string,
  ranked: readonly Match[],
  candidates: number | null,
) {
  // A block either way or an ended match keeps the two apart, whatever the engine ranked.
  const separated = await separatedPairs(db, [userId, ...ranked.map((m) => m.id)]);
  const matches = ranked.filter((m) => !separated.has(pairKey(userId, m.id)));
  const ids = matches.map((m) => m.id);
  await db.transaction(async (tx) => {
    await tx
      .delete(matchedUsers)
      .where(
        and(
          eq(matchedUsers.userId, userId),
          ids.length ? notInArray(matchedUsers.matchedUserId, ids) : undefined,
          noOpenRequest(userId),
        ),
      );
    if (matches.length)
      await writePairs(
        tx,
        matches.map((m) => ({ userId, matchedUserId: m.id, score: m.score, reasons: m.reasons })),
      );
    await setMatchList(tx, userId, ids);
    await tx
      .update(questionnaire)
      .set({ candidateCount: candidates })
      .where(eq(questionnaire.userId, userId));
  });
}

/** Who has `userId` on their list. */
export async function listersOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: matchedUsers.userId })
    .from(matchedUsers)
    .where(eq(matchedUsers.matchedUserId, userId));
  return rows.map((r) => r.id);
}

/**
 * Takes `userId` off the lists of `others` (members who no longer fit them, after a change of
 * preferences), unless the two are already talking: matching stays mutual at once.
 */
export async function dropFromListsOf(db: Db, userId: string, others: readonly string[]) {
  if (!others.length) return;
  await db
    .delete(matchedUsers)
    .where(
      and(
        inArray(matchedUsers.userId, others),
        eq(matchedUsers.matchedUserId, userId),
        noOpenRequest(matchedUsers.userId),
      ),
    );
}

type Pair = { userId: string; matchedUserId: string; score: number; reasons: unknown };

/** Adds or updates pairs, leaving out any two members who must never be matched again. */
export async function upsertPairs(db: Db, pairs: Pair[]) {
  const separated = await separatedPairs(
    db,
    pairs.flatMap((p) => [p.userId, p.matchedUserId]),
  );
  const allowed = pairs.filter((p) => !separated.has(pairKey(p.userId, p.matchedUserId)));
  if (allowed.length) await db.transaction((tx) => writePairs(tx, allowed));
}

/**
 * Writes pairs whose two members still have accounts: the in-memory pool (matcher.ts) may hold,
 * for a few minutes, a member who has since deleted their account, on this or another instance.
 * Runs in the caller's transaction: the accounts are read with FOR KEY SHARE, so one being
 * deleted at that moment either is gone before the read (its pairs are left out) or waits for
 * this transaction and then takes its pairs with it; the insert never meets a missing account.
 */
async function writePairs(db: Db, pairs: Pair[]) {
  const ids = [...new Set(pairs.flatMap((p) => [p.userId, p.matchedUserId]))];
  const existing = new Set(
    (
      await db
        .select({ id: user.id })
        .from(user)
        .where(inArray(user.id, ids))
        .orderBy(user.id)
        .for('key share')
    ).map((r) => r.id),
  );
  const live = pairs.filter((p) => existing.has(p.userId) && existing.has(p.matchedUserId));
  if (!live.length) return;
  await db
    .insert(matchedUsers)
    .values(live)
    .onConflictDoUpdate({
      target: [matchedUsers.userId, matchedUsers.matchedUserId],
      set: { score: sql`excluded.score`, reasons: sql`excluded.reasons` },
    });
}

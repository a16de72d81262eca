import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';

/**
 * Match credits (`profiles.matches_count`): the only code that changes them. -1 means no plan
 * yet (matching locked), 0 used up, n the chat requests left (docs/product-rules.md, Match
 * credits). Each function takes the caller's transaction, so a credit moves together with the
 * payment or request that caused it.
 */

/** Adds a plan's connections; a member still locked at -1 starts from 0. */
export async function grantMatchCredits(tx: Db, userId: string, connections: number) {
  await tx
    .update(profiles)
    .set({
      matchesCount: sql`CASE WHEN ${profiles.matchesCount} = -1 THEN ${connections} ELSE ${profiles.matchesCount} + ${connections} END`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}

/** Takes one credit if one is left (never below 0); the credits left, or null when none was. */
export async function spendMatchCredit(tx: Db, userId: string): Promise<number | null> {
  const [spent] = await tx
    .update(profiles)
    .set({ matchesCount: sql`${profiles.matchesCount} - 1`, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), gt(profiles.matchesCount, 0)))
    .returning({ matchesCount: profiles.matchesCount });
  return spent ? spent.matchesCount : null;
}

/**
 * A refunded or disputed plan month: its connections are taken back, as far as they are unspent
 * (never below 0; a member with unlimited matching, -1, keeps it).
 */
export async function takeBackMatchCredits(tx: Db, userId: string, connections: number) {
  await tx
    .update(profiles)
    .set({
      matchesCount: sql`CASE WHEN ${profiles.matchesCount} = -1 THEN -1 ELSE GREATEST(${profiles.matchesCount} - ${connections}, 0) END`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}

/** A chat request withdrawn before it was answered gives its credit back (-1 stays -1). */
export async function refundMatchCredit(tx: Db, userId: string) {
  await tx
    .update(profiles)
    .set({
      matchesCount: sql`CASE WHEN ${profiles.matchesCount} = -1 THEN -1 ELSE ${profiles.matchesCount} + 1 END`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}

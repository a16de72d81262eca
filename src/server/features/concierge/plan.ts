import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';

/** A concierge plan runs: it includes the concierge (docs/product-rules.md §9, decision 0036). */
export const planRuns = () =>
  and(eq(profiles.subscriptionStatus, 'active'), isNotNull(profiles.subscriptionPlan))!;

/** Whether `memberId`'s concierge plan runs now. */
export async function hasConciergePlan(db: Db, memberId: string) {
  const [row] = await db
    .select({ runs: sql<boolean>`${planRuns()}` })
    .from(profiles)
    .where(eq(profiles.id, memberId));
  return Boolean(row?.runs);
}

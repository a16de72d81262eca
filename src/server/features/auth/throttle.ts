import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { signInThrottle } from '#server/db/schema.js';

/** Failed sign-ins per account, whatever IP they come from (docs/security-rules.md, rule 2). */
export const MAX_FAILED_SIGN_INS = 10;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** Seconds until this account may try again, or 0 when it may try now. */
export async function signInRetryAfter(db: Db, email: string): Promise<number> {
  const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.email, email));
  if (!row?.lockedUntil) return 0;
  return Math.max(0, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000));
}

export async function recordFailedSignIn(db: Db, email: string): Promise<void> {
  const windowStart = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const lockUntil = new Date(Date.now() + THROTTLE_WINDOW_MS);
  // One atomic upsert: parallel failures from many IPs all count.
  await db
    .insert(signInThrottle)
    .values({ email, failures: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: signInThrottle.email,
      set: {
        failures: sql`CASE WHEN ${signInThrottle.windowStartedAt} < ${windowStart} THEN 1 ELSE ${signInThrottle.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${signInThrottle.windowStartedAt} < ${windowStart} THEN now() ELSE ${signInThrottle.windowStartedAt} END`,
        lockedUntil: sql`CASE WHEN ${signInThrottle.windowStartedAt} >= ${windowStart} AND ${signInThrottle.failures} + 1 >= ${MAX_FAILED_SIGN_INS} THEN ${lockUntil} ELSE ${signInThrottle.lockedUntil} END`,
      },
    });
}

export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.email, email));
}

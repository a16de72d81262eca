import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { resetTokenClaim } from '#server/db/schema.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A reset token is claimed in one atomic insert before better-auth uses it, so of many parallel
 * uses exactly one goes through (docs/security-rules.md, rule 4). A use that fails releases its claim.
 */
export async function claimResetToken(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .insert(resetTokenClaim)
    .values({ tokenHash: hash(token) })
    .onConflictDoNothing()
    .returning({ tokenHash: resetTokenClaim.tokenHash });
  return rows.length === 1;
}

export async function releaseResetToken(db: Db, token: string): Promise<void> {
  await db.delete(resetTokenClaim).where(eq(resetTokenClaim.tokenHash, hash(token)));
}

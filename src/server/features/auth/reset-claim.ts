import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { resetTokenClaim } from '../../db/schema.js';
import type { Auth } from './better-auth.js';

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

/** The account a reset token was mailed to (better-auth's verification row), if it is valid. */
export async function resetTokenOwner(auth: Auth, token: string): Promise<string | null> {
  const ctx = await auth.$context;
  const row = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return row && row.expiresAt > new Date() ? row.value : null;
}

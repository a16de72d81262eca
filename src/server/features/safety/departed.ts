import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { departedBlocks, memberBlocks } from '#server/db/schema.js';

/**
 * A departed member's email address as a keyed digest: the same address always gives the same
 * digest, and without the server's secret nobody can test addresses against the stored ones.
 */
export const departedEmailDigest = (secret: string, email: string) =>
  createHmac('sha256', secret)
    .update(`departed-member:${email.trim().toLowerCase()}`)
    .digest('base64url');

/**
 * In the deletion's transaction: the blocks others placed on the departing member are kept
 * under their address's digest, so deleting the account and signing up again does not lift them.
 */
async function keepBlocksOnDeparture(tx: Db, memberId: string, emailDigest: string) {
  await tx.execute(sql`
    INSERT INTO ${departedBlocks} (email_digest, blocker_id)
    SELECT ${emailDigest}, blocker_id FROM ${memberBlocks} WHERE blocked_id = ${memberId}
    ON CONFLICT DO NOTHING`);
}

/** A new account with a departed member's address is blocked again by whoever blocked them. */
export async function restoreBlocksOnReturn(db: Db, newUserId: string, emailDigest: string) {
  await db.transaction(async (tx) => {
    const kept = await tx
      .delete(departedBlocks)
      .where(eq(departedBlocks.emailDigest, emailDigest))
      .returning({ blockerId: departedBlocks.blockerId });
    const blocks = kept.map((k) => ({ blockerId: k.blockerId, blockedId: newUserId }));
    if (blocks.length) await tx.insert(memberBlocks).values(blocks).onConflictDoNothing();
  });
}

/** Safety's part of deleting an account: the blocks on the member outlive it, under a digest. */
export const safetyLifecycle = (secret: string): MemberLifecycle => ({
  owner: 'safety',
  erase: (tx, member) =>
    keepBlocksOnDeparture(tx, member.id, departedEmailDigest(secret, member.email)),
});

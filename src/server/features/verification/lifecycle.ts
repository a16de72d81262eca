import { and, eq, isNotNull } from 'drizzle-orm';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { photoVerifications } from '#server/db/schema.js';

/**
 * Verification's part of deleting an account: the attempts go with the account (a cascading key);
 * a selfie still waiting for review is a file, removed after the commit.
 */
export const verificationLifecycle: MemberLifecycle = {
  owner: 'verification',
  async erase(tx, member) {
    const waiting = await tx
      .select({ key: photoVerifications.selfieKey })
      .from(photoVerifications)
      .where(
        and(eq(photoVerifications.userId, member.id), isNotNull(photoVerifications.selfieKey)),
      );
    return { files: waiting.map((w) => w.key!) };
  },
};

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/connect.js';
import { photoVerifications, profiles } from '#server/db/schema.js';
import { photoKeys } from '../profiles/index.js';
import {
  askForPose,
  decideVerification,
  sendSelfie,
  type DecisionDeps,
} from '../verification/index.js';

/** How many of the demo's selfies are left waiting for the admin's Verification tab. */
const WAITING = 2;

/**
 * Photo verification in the demo world, the product's way: a pose, a selfie, the admin's
 * decision. The verified members carry the badge on their cards; the last `WAITING` selfies stay
 * in the admin's queue. Each selfie is the member's own generated portrait, so approving one in
 * the demo is the right call.
 */
export async function verifyDemoMembers(
  db: Db,
  deps: DecisionDeps,
  log: FastifyBaseLogger,
  adminId: string,
  memberIds: string[],
) {
  for (const [i, id] of memberIds.entries()) {
    const [profile] = await db
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, id));
    const [key] = photoKeys([profile?.avatarUrl]);
    const portrait = key ? await deps.storage.get(key) : null;
    if (!portrait) continue;
    await askForPose(db, id);
    await sendSelfie(db, deps.storage, id, portrait.data, log);
    if (i >= memberIds.length - WAITING) continue;
    const [attempt] = await db
      .select({ id: photoVerifications.id })
      .from(photoVerifications)
      .where(eq(photoVerifications.userId, id));
    await decideVerification(
      db,
      deps,
      adminId,
      attempt!.id,
      { decision: 'approve', photoUrl: profile!.avatarUrl! },
      log,
    );
  }
}

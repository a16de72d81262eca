import { asc, count, eq } from 'drizzle-orm';
import type { VerificationQueueItem } from '#shared/contracts/verification.js';
import type { VerificationPoseId } from '#shared/domain/verification-poses.js';
import type { Db } from '#server/db/connect.js';
import { photoVerifications, profiles, user } from '#server/db/schema.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import { verificationErrors } from './errors.js';

/** How many waiting selfies one load of the tab shows; deciding them brings up the next ones. */
const QUEUE_PAGE = 50;

const isWaiting = eq(photoVerifications.status, 'pending');

/** Selfies waiting for a moderator, oldest first, beside the main photo they are compared with. */
export async function verificationQueue(db: Db) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: photoVerifications.id,
        memberId: photoVerifications.userId,
        fullName: user.name,
        email: user.email,
        photoUrl: profiles.avatarUrl,
        pose: photoVerifications.pose,
        submittedAt: photoVerifications.submittedAt,
      })
      .from(photoVerifications)
      .innerJoin(user, eq(user.id, photoVerifications.userId))
      .leftJoin(profiles, eq(profiles.id, photoVerifications.userId))
      .where(isWaiting)
      .orderBy(asc(photoVerifications.submittedAt))
      .limit(QUEUE_PAGE),
    db.select({ n: count() }).from(photoVerifications).where(isWaiting),
  ]);
  const items: VerificationQueueItem[] = rows.map((r) => ({
    ...r,
    pose: r.pose as VerificationPoseId,
    submittedAt: r.submittedAt!.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

const noSuchSelfie = () =>
  verificationErrors.fail('NOT_FOUND', 'This selfie is no longer waiting.');

/** The bytes of a waiting selfie; once decided (or withdrawn) there is none. */
export async function waitingSelfie(db: Db, storage: StoragePort, id: string) {
  const [row] = await db
    .select({ key: photoVerifications.selfieKey })
    .from(photoVerifications)
    .where(eq(photoVerifications.id, id));
  const file = row?.key ? await storage.get(row.key) : null;
  if (!file) throw noSuchSelfie();
  return file;
}

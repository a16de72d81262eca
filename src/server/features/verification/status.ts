import { desc, eq } from 'drizzle-orm';
import type { VerificationStatus } from '#shared/contracts/verification.js';
import type { VerificationPoseId } from '#shared/domain/verification-poses.js';
import type { Db } from '#server/db/connect.js';
import { photoVerifications, profiles } from '#server/db/schema.js';

type Attempt = typeof photoVerifications.$inferSelect;

/** The member's attempts, newest first: enough to tell where they stand (see `statusFrom`). */
export async function attemptsOf(db: Db, userId: string) {
  const [[profile], attempts] = await Promise.all([
    db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, userId)),
    db
      .select()
      .from(photoVerifications)
      .where(eq(photoVerifications.userId, userId))
      .orderBy(desc(photoVerifications.createdAt))
      .limit(20),
  ]);
  return { photo: profile?.avatarUrl ?? null, attempts };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Where a member stands (contracts/verification.ts). Verified means an approval of the main photo
 * they have now, so changing it ends the badge with no write anywhere else. A new attempt is
 * possible only after the last one was decided, so twenty rows always hold the answer.
 */
export function statusFrom(photo: string | null, attempts: Attempt[]): VerificationStatus {
  const open = attempts.find((a) => a.status === 'posing' || a.status === 'pending');
  const pose = open?.status === 'posing' ? (open.pose as VerificationPoseId) : null;
  const status = (
    state: VerificationStatus['state'],
    at: Date | null = null,
    reason = null as string | null,
  ) => ({ state, pose, reason, at: iso(at) }) satisfies VerificationStatus;
  if (open?.status === 'pending') return status('pending', open.submittedAt);
  if (!photo) return status('no-photo');
  const approval = attempts.find((a) => a.status === 'approved' && a.avatarUrl === photo);
  if (approval) return status('verified', approval.decidedAt);
  const last = attempts.find((a) => a.decidedAt);
  if (last?.status === 'declined') return status('declined', last.decidedAt, last.reason);
  if (attempts.some((a) => a.status === 'approved'))
    return status('lapsed', last?.decidedAt ?? null);
  return status('unverified');
}

export async function verificationStatusOf(db: Db, userId: string) {
  const { photo, attempts } = await attemptsOf(db, userId);
  return statusFrom(photo, attempts);
}

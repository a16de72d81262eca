import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SELFIE_MESSAGES } from '#shared/contracts/verification.js';
import { POSE_IDS } from '#shared/domain/verification-poses.js';
import type { Db } from '#server/db/connect.js';
import { photoVerifications } from '#server/db/schema.js';
import {
  deleteStoredFiles,
  randomObjectName,
  type StoragePort,
} from '#server/platform/storage/index.js';
import { toSelfieWebp } from '../profiles/index.js';
import { verificationErrors } from './errors.js';
import { attemptsOf, statusFrom, verificationStatusOf } from './status.js';

/** Selfies live here until a decision deletes them; only admins are ever served them. */
export const SELFIE_FOLDER = 'selfies';

const isOpen = sql`${photoVerifications.status} IN ('posing', 'pending')`;

/** A pose at random, never the one just shown: asking again must give something new. */
function randomPose(previous: string | null) {
  const choices = POSE_IDS.filter((id) => id !== previous);
  return choices[randomInt(choices.length)]!;
}

/**
 * Picks a new pose for the member's next selfie. Refused while a selfie waits for review, when
 * already verified, and without a main photo to compare with.
 */
export async function askForPose(db: Db, userId: string) {
  const { photo, attempts } = await attemptsOf(db, userId);
  const current = statusFrom(photo, attempts);
  if (current.state === 'pending')
    throw verificationErrors.fail('PENDING', SELFIE_MESSAGES.pending);
  if (current.state === 'verified')
    throw verificationErrors.fail('ALREADY_VERIFIED', SELFIE_MESSAGES.verified);
  if (current.state === 'no-photo')
    throw verificationErrors.fail('NO_PHOTO', SELFIE_MESSAGES.noPhoto);
  // One open attempt per member (a partial unique index): a second tab's ask replaces the pose,
  // and a selfie sent meanwhile (now pending) is left alone.
  const pose = randomPose(current.pose);
  const [row] = await db
    .insert(photoVerifications)
    .values({ userId, pose })
    .onConflictDoUpdate({
      target: photoVerifications.userId,
      targetWhere: isOpen,
      set: { pose, createdAt: new Date() },
      setWhere: sql`${photoVerifications.status} = 'posing'`,
    })
    .returning({ id: photoVerifications.id });
  if (!row) throw verificationErrors.fail('PENDING', SELFIE_MESSAGES.pending);
  return verificationStatusOf(db, userId);
}

/**
 * Checks and re-encodes the selfie like a profile photo, stores it, and puts the attempt in the
 * moderators' queue. The pose asked for must still be open: a second upload, or one racing a
 * new pose, is refused and its file removed.
 */
export async function sendSelfie(
  db: Db,
  storage: StoragePort,
  userId: string,
  upload: Buffer,
  log: FastifyBaseLogger,
) {
  const current = await verificationStatusOf(db, userId);
  if (current.state === 'pending')
    throw verificationErrors.fail('PENDING', SELFIE_MESSAGES.pending);
  if (current.state === 'no-photo')
    throw verificationErrors.fail('NO_PHOTO', SELFIE_MESSAGES.noPhoto);
  if (!current.pose) throw verificationErrors.fail('NO_POSE', SELFIE_MESSAGES.noPose);
  const image = await toSelfieWebp(upload);
  const key = `${SELFIE_FOLDER}/${randomObjectName('webp')}`;
  await storage.put(key, image, 'image/webp');
  const [sent] = await db
    .update(photoVerifications)
    .set({ status: 'pending', selfieKey: key, submittedAt: new Date() })
    .where(
      and(
        eq(photoVerifications.userId, userId),
        eq(photoVerifications.status, 'posing'),
        eq(photoVerifications.pose, current.pose),
      ),
    )
    .returning({ id: photoVerifications.id });
  if (!sent) {
    await deleteStoredFiles({ db, storage, log }, [key]);
    throw verificationErrors.fail('PENDING', SELFIE_MESSAGES.pending);
  }
  return verificationStatusOf(db, userId);
}

/** Takes back a selfie still waiting: the attempt goes and its file with it. */
export async function withdrawSelfie(
  db: Db,
  storage: StoragePort,
  userId: string,
  log: FastifyBaseLogger,
) {
  const gone = await db
    .delete(photoVerifications)
    .where(and(eq(photoVerifications.userId, userId), eq(photoVerifications.status, 'pending')))
    .returning({ key: photoVerifications.selfieKey });
  if (!gone.length) throw verificationErrors.fail('NOT_FOUND', 'There is no selfie waiting.');
  await deleteStoredFiles(
    { db, storage, log },
    gone.flatMap((g) => (g.key ? [g.key] : [])),
  );
  return verificationStatusOf(db, userId);
}

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { verificationDecision } from '#shared/contracts/verification.js';
import type { Db } from '#server/db/connect.js';
import { photoVerifications, profiles, user } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { deleteStoredFiles, type StoragePort } from '#server/platform/storage/index.js';
import { recordAudit } from '../audit/index.js';
import { verificationErrors } from './errors.js';
import { approvedMail, declinedMail } from './mails.js';

export interface DecisionDeps {
  mail: MailPort;
  storage: StoragePort;
  /** Links in the mails lead to this server's settings page. */
  appUrl: string;
}

type Decision = z.output<typeof verificationDecision>;

/** The waiting attempt `id` with its member, locked for the caller's transaction. */
async function waitingAttempt(tx: Db, id: string, moderatorId: string) {
  const [row] = await tx
    .select({
      attempt: photoVerifications,
      name: user.name,
      email: user.email,
      photo: profiles.avatarUrl,
    })
    .from(photoVerifications)
    .innerJoin(user, eq(user.id, photoVerifications.userId))
    .leftJoin(profiles, eq(profiles.id, photoVerifications.userId))
    .where(eq(photoVerifications.id, id))
    .for('update', { of: photoVerifications });
  if (!row) throw verificationErrors.fail('NOT_FOUND', 'This selfie does not exist.');
  if (row.attempt.status !== 'pending')
    throw verificationErrors.fail('ALREADY_DECIDED', 'This selfie was already decided.');
  if (row.attempt.userId === moderatorId)
    throw verificationErrors.fail(
      'OWN_VERIFICATION',
      'Another admin must decide your own verification.',
    );
  return row;
}

/**
 * A moderator's decision on a waiting selfie: approval vouches for the main photo they saw (if
 * the member changed it since, nothing is decided: they must look again), a decline keeps the
 * reason the member is shown. Either way the selfie is deleted, the member mailed and the
 * decision audited, the rows and the mail in one transaction and the file after it.
 */
export async function decideVerification(
  db: Db,
  deps: DecisionDeps,
  moderatorId: string,
  id: string,
  decision: Decision,
  log: FastifyBaseLogger,
) {
  const selfieKey = await db.transaction(async (tx) => {
    const { attempt, name, email, photo } = await waitingAttempt(tx, id, moderatorId);
    const approve = decision.decision === 'approve';
    if (approve && (!photo || photo !== decision.photoUrl))
      throw verificationErrors.fail(
        'PHOTO_CHANGED',
        'The member changed their main photo meanwhile. Compare the selfie with the new one.',
      );
    await tx
      .update(photoVerifications)
      .set({
        status: approve ? 'approved' : 'declined',
        avatarUrl: approve ? photo : null,
        reason: approve ? null : decision.reason,
        selfieKey: null,
        decidedAt: new Date(),
        decidedBy: moderatorId,
      })
      .where(eq(photoVerifications.id, id));
    const member = { name, email };
    await deps.mail.enqueue(
      approve
        ? approvedMail(member, deps.appUrl)
        : declinedMail(member, decision.reason, deps.appUrl),
      tx,
    );
    await recordAudit(tx, {
      actorId: moderatorId,
      action: approve ? 'verification.approve' : 'verification.decline',
      targetId: attempt.userId,
      ...(!approve && { meta: { reason: decision.reason } }),
    });
    return attempt.selfieKey;
  });
  if (selfieKey) await deleteStoredFiles({ db, storage: deps.storage, log }, [selfieKey]);
}

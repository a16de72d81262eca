import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateMemberBody } from '../../../shared/contracts/admin-users.js';
import { profileCompletion } from '../../../shared/domain/profile-completion.js';
import type { Db } from '../../db/connect.js';
import { profiles } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { setAccountEmail, setAccountName } from '../auth/index.js';

export type MemberEdit = z.output<typeof updateMemberBody>;

const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'Another account already uses this email address.');

/**
 * The edit-user dialog: the member's profile fields and the admin-only ones, in one transaction
 * with the account's name and email (sign-in uses the account's email). The audit entry names
 * the fields that changed, never their values: notes may hold what a member told support.
 */
export async function editMember(db: Db, actorId: string, targetId: string, input: MemberEdit) {
  try {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(profiles)
        .where(eq(profiles.id, targetId))
        .for('update');
      if (!current) throw notFound('User not found');
      const changed = (Object.keys(input) as (keyof MemberEdit)[]).filter(
        (k) => input[k] !== current[k],
      );
      if (!changed.length) return;
      await tx
        .update(profiles)
        .set({
          ...input,
          profileCompletion: profileCompletion({ ...current, ...input }),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, targetId));
      if (input.fullName !== current.fullName) await setAccountName(tx, targetId, input.fullName);
      if (input.email !== current.email) await setAccountEmail(tx, targetId, input.email);
      await recordAudit(tx, {
        actorId,
        action: 'admin.update-user',
        targetId,
        meta: { fields: changed.join(', ') },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

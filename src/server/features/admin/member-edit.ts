import type { Db } from '#server/db/connect.js';
import { isUniqueViolation } from '#server/db/unique-violation.js';
import { recordAudit } from '../audit/index.js';
import { setAccountEmail, setAccountName } from '../auth/index.js';
import { editProfileAsAdmin, type AdminProfileEdit } from '../profiles/index.js';
import { adminErrors } from './errors.js';

const emailTaken = () =>
  adminErrors.fail('EMAIL_TAKEN', 'Another account already uses this email address.');

/**
 * The edit-user dialog: the member's profile fields and the admin-only ones, in one transaction
 * with the account's name and email (sign-in uses the account's email). The audit entry names
 * the fields that changed, never their values: notes may hold what a member told support.
 */
export async function editMember(
  db: Db,
  actorId: string,
  targetId: string,
  input: AdminProfileEdit,
) {
  try {
    await db.transaction(async (tx) => {
      const edit = await editProfileAsAdmin(tx, targetId, input);
      if (!edit) throw adminErrors.fail('NOT_FOUND', 'User not found');
      const { before: current, changed } = edit;
      if (!changed.length) return;
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

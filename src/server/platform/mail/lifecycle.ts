import { eq } from 'drizzle-orm';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { mailOutbox } from '#server/db/schema.js';

/** The outbox's part of deleting an account: no mail to the address is kept or still sent. */
export const mailLifecycle: MemberLifecycle = {
  owner: 'platform/mail',
  async erase(tx, member) {
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, member.email));
  },
};

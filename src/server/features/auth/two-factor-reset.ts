import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { twoFactor, user } from '#server/db/schema.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { twoFactorChangedMail } from './credential-mails.js';
import { secureAccountUrl } from './secure-link.js';

/**
 * Staff turn two-factor sign-in off for a member who lost both the phone and the backup codes
 * (decision 0040), after checking who is asking through the support inbox: the key and codes are
 * deleted. Answers false when it was not on. Runs in the caller's transaction; the member is
 * told afterwards (`mailTwoFactorChanged`).
 */
export async function turnOffTwoFactorFor(tx: Db, userId: string): Promise<boolean> {
  await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
  const removed = await tx
    .delete(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .returning({ id: twoFactor.id });
  return removed.length > 0;
}

/**
 * Tells the owner it was turned on or off (by them in Settings, or by staff), with a way to take
 * the account back if it was not their doing.
 */
export async function mailTwoFactorChanged(
  db: Db,
  { mail, appUrl }: { mail: MailPort; appUrl: string },
  userId: string,
  on: boolean,
) {
  const [owner] = await db.select().from(user).where(eq(user.id, userId));
  if (!owner) return;
  const secureUrl = await secureAccountUrl(db, appUrl, userId);
  await mail.enqueue(twoFactorChangedMail(owner.email, owner.name, on, secureUrl));
}

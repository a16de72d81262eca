import type { Db } from '#server/db/connect.js';
import { promoCodes } from '#server/db/schema.js';

/**
 * Promo codes every sandbox install has, so the checkout's promo field can be tried at once
 * (listed in the README). amountOffCents follows docs/product-rules.md §9: 1000 and more are cents.
 */
export const SANDBOX_PROMO_CODES = [
  { code: 'WELCOME10', percentOff: 10, appliesTo: 'any' },
  { code: 'BLUEPRINT20', percentOff: 20, appliesTo: 'blueprint' },
  { code: 'TENOFF', amountOffCents: 1000, appliesTo: 'any' },
  { code: 'PLAN15', percentOff: 15, appliesTo: 'plan' },
  // Everything off: the total becomes the minimum charge of $0.50.
  { code: 'FULLTEST', percentOff: 100, appliesTo: 'any' },
] as const;

export async function seedSandboxPromoCodes(db: Db) {
  await db
    .insert(promoCodes)
    .values(SANDBOX_PROMO_CODES.map((p) => ({ ...p })))
    .onConflictDoNothing({ target: promoCodes.code });
}

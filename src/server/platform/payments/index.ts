import type { Db } from '#server/db/connect.js';
import type { Config } from '#server/env.js';
import type { PaymentsPort } from './port.js';
import { createSandboxPayments } from './sandbox.js';
import { createStripePayments, type StripeApiAddress } from './stripe.js';

export { cardColumns } from './order-card.js';
export * from './port.js';

export interface PaymentsOptions {
  db: Db;
  stripe: Config['stripe'];
  /** Signs sandbox client secrets. */
  secret: string;
  /** Tests point the Stripe SDK at a local server (else the configuration's STRIPE_API_URL). */
  stripeApi?: StripeApiAddress;
}

/** Stripe when its keys are set, otherwise the sandbox (no network, test cards). */
export function createPaymentsPort({
  db,
  stripe,
  secret,
  stripeApi,
}: PaymentsOptions): PaymentsPort {
  if (stripe) return createStripePayments({ ...stripe, api: stripeApi ?? stripe.api });
  return createSandboxPayments(db, secret);
}

import type { CheckoutSession } from '#shared/contracts/billing';

/** A $59.90 blueprint checkout as the server answers it, for the payment-form tests. */
export const blueprintSession = (over: Partial<CheckoutSession>): CheckoutSession => ({
  paymentIntentId: 'pi_1',
  clientSecret: 'pi_1_secret_x',
  provider: 'sandbox',
  publishableKey: null,
  promoCode: null,
  originalCents: 5990,
  amountCents: 5990,
  discountCents: 0,
  minimumEnforced: false,
  currency: 'usd',
  ...over,
});

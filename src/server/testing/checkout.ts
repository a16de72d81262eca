import { billingApi } from '#shared/contracts/billing-api.js';
import type { PlanId } from '#shared/domain/pricing.js';
import type { BodyOf } from './call.js';
import type { TestApp } from './create-test-app.js';

/** One of Stripe's test card numbers, with an expiry far ahead. */
export const testCard = (number: string) => ({ number, expiry: '12/40', cvc: '123' });

/** Opens a Blueprint payment from the payment link's email and account, as its checkout does. */
export const blueprintIntent = (
  t: TestApp,
  email: string,
  userId: string,
  promoCode: string | null = null,
) => t.call(billingApi.blueprintIntent, { body: { email, userId, promoCode } });

/** Pays a sandbox intent as the card form does: a card, a saved card, or the extra step. */
export const sandboxConfirm = (t: TestApp, body: BodyOf<typeof billingApi.sandboxConfirm>) =>
  t.call(billingApi.sandboxConfirm, { body });

/** A payment as the success pages ask for it: as its buyer, or with its client secret. */
export const paymentStatus = (
  t: TestApp,
  paymentIntentId: string,
  { cookie, clientSecret }: { cookie?: string; clientSecret?: string } = {},
) =>
  t.call(billingApi.payment, { params: { paymentIntentId }, query: { clientSecret } }, { cookie });

/** Starts a concierge plan as the member with `cookie` (none: as a visitor). */
export const subscribe = (
  t: TestApp,
  cookie: string | undefined,
  body: BodyOf<typeof billingApi.subscribe>,
) => t.call(billingApi.subscribe, { body }, { cookie });

/** Pays an opened sandbox payment with Stripe's ordinary test card; answers its intent. */
async function payWithTestCard(
  t: TestApp,
  { paymentIntentId, clientSecret }: { paymentIntentId: string; clientSecret: string },
) {
  const paid = await sandboxConfirm(t, {
    paymentIntentId,
    clientSecret,
    card: testCard('4242424242424242'),
  });
  if (paid.json().status !== 'succeeded') throw new Error(`payment failed: ${paid.body}`);
  return paymentIntentId;
}

/** Buys the Blueprint on the sandbox; answers its payment intent. */
export const buyBlueprint = async (t: TestApp, email: string, userId: string) =>
  payWithTestCard(t, (await blueprintIntent(t, email, userId)).json());

/** Starts a concierge plan on the sandbox; answers its first payment's intent. */
export const buyPlan = async (t: TestApp, cookie: string, planId: PlanId) =>
  payWithTestCard(
    t,
    (await subscribe(t, cookie, { planId, promoCode: null, paymentMethodId: null })).json(),
  );

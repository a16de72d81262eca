import { beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '#shared/contracts/billing-api.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent, subscribe } from '#server/testing/checkout.js';
import {
  stripeEvent,
  stripePromotionCode,
  useStripeTestApp,
} from '#server/testing/stripe-test-app.js';

/**
 * A promotion code's limits hold although Stripe never sees it redeemed (our server prices the
 * payment): max redemptions, expiry and first purchase only (issue 11, item 5).
 */
const s = useStripeTestApp();
beforeAll(() => {
  const code = (id: string, limits: object) =>
    s().fake.promotionCodes.set(id, stripePromotionCode(id, 10, limits));
  code('ONCE', { max_redemptions: 1 });
  code('OLD', { expires_at: Math.floor(Date.now() / 1000) - 60 });
  code('FIRST', { restrictions: { first_time_transaction: true } });
});

let n = 0;
async function buyer() {
  const email = `promo-${++n}@example.com`;
  const { id, cookie } = await signUpAndIn(s().t, email, 'Pat');
  return { email, id, cookie };
}
const intent = (b: { email: string; id: string }, promoCode: string | null) =>
  blueprintIntent(s().t, b.email, b.id, promoCode);
async function pays(b: { email: string; id: string }, promoCode: string | null) {
  const res = await intent(b, promoCode);
  const { paymentIntentId, amountCents } = res.json();
  s().fake.succeed(paymentIntentId, amountCents);
  const payload = stripeEvent('payment_intent.succeeded', {
    id: paymentIntentId,
    object: 'payment_intent',
  });
  expect((await s().webhook(payload, s().sign(payload))).statusCode).toBe(200);
}
const validate = async (code: string) =>
  (await s().t.call(billingApi.validatePromo, { body: { code, product: 'blueprint' } })).json()
    .valid;

describe('promotion code limits', () => {
  it('stops a code at its maximum number of paid redemptions', async () => {
    expect(await validate('ONCE')).toBe(true);
    await pays(await buyer(), 'ONCE');
    expect(await validate('ONCE')).toBe(false);
    const late = await intent(await buyer(), 'ONCE');
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toEqual({ code: 'INVALID_PROMO', message: 'Invalid promo code' });
  });

  it('refuses an expired code', async () => {
    expect(await validate('OLD')).toBe(false);
    expect((await intent(await buyer(), 'OLD')).statusCode).toBe(400);
  });

  it('gives a first-purchase code only to someone who never paid', async () => {
    const returning = await buyer();
    await pays(returning, null);
    const refused = await subscribe(s().t, returning.cookie, {
      planId: 'basic',
      promoCode: 'FIRST',
    });
    expect(refused.json().error).toEqual({ code: 'INVALID_PROMO', message: 'Invalid promo code' });
    expect((await intent(await buyer(), 'FIRST')).statusCode).toBe(200);
  });
});

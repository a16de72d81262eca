import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '#shared/contracts/billing-api.js';
import { orders, profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent, paymentStatus, subscribe } from '#server/testing/checkout.js';
import type { TestApp } from '#server/testing/create-test-app.js';
import type { FakeStripe } from '#server/testing/fake-stripe.js';
import {
  createStripeTestApp,
  stripeEvent,
  type StripeTestApp,
} from '#server/testing/stripe-test-app.js';

let fake: FakeStripe;
let t: TestApp;
let stripe: StripeTestApp;
beforeAll(async () => {
  stripe = await createStripeTestApp();
  ({ t, fake } = stripe);
});
afterAll(() => stripe.close());

const sign = (payload: string, timestamp?: number) => stripe.sign(payload, timestamp);
const event = stripeEvent;
const webhook = (payload: string, signature?: string) => stripe.webhook(payload, signature);
const profileOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

/** A new member's Blueprint payment, opened from their payment link. */
async function buyer(name: string, promoCode: string | null = null) {
  const email = `${name}@example.com`;
  const { id, cookie } = await signUpAndIn(t, email, name);
  const res = await blueprintIntent(t, email, id, promoCode);
  return { id, cookie, res, body: res.json() };
}

describe('the Stripe adapter', () => {
  it('creates the intent with the server’s price, a Stripe promotion code and the publishable key', async () => {
    const { res, body } = await buyer('stripe-promo', 'stripe15');
    expect(res.json()).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
      amountCents: 5092,
      discountCents: 898,
      promoCode: 'STRIPE15',
    });
    const create = fake.calls.find((c) => c.path === '/v1/payment_intents' && c.method === 'POST');
    expect(create?.fields).toMatchObject({ amount: '5092', currency: 'usd' });
    expect(body.clientSecret).toContain('_secret_');
  });

  it('fulfils a signed payment_intent.succeeded once, however often it arrives', async () => {
    const { id, body } = await buyer('stripe-webhook');
    fake.succeed(body.paymentIntentId);
    const payload = event(
      'payment_intent.succeeded',
      { id: body.paymentIntentId, object: 'payment_intent' },
      'evt_once',
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => webhook(payload, sign(payload))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const late = event('payment_intent.payment_failed', {
      id: body.paymentIntentId,
      object: 'payment_intent',
    });
    expect((await webhook(late, sign(late))).statusCode).toBe(200);
    expect(await profileOf(id)).toMatchObject({
      plan: 'Premium',
      blueprintPurchased: true,
      totalSpent: 5990,
    });
  });

  it('rejects unsigned, tampered and stale webhooks with 400 and grants nothing', async () => {
    const { id, body } = await buyer('stripe-forged');
    fake.succeed(body.paymentIntentId);
    const payload = event('payment_intent.succeeded', {
      id: body.paymentIntentId,
      object: 'payment_intent',
    });
    const tampered = payload.replace('payment_intent.succeeded', 'payment_intent.succeeded ');
    for (const res of [
      await webhook(payload),
      await webhook(tampered, sign(payload)),
      await webhook(payload, sign(payload, Math.floor(Date.now() / 1000) - 600)),
      await webhook(payload, 't=1,v1=deadbeef'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('BAD_SIGNATURE');
    }
    expect((await profileOf(id)).plan).toBe('Free');
  });

  it('a lost webhook is made good by the success page’s server-side check', async () => {
    const { id, body } = await buyer('stripe-lost');
    const { paymentIntentId, clientSecret } = body;
    fake.succeed(paymentIntentId);
    // Stripe is asked whose secret it is: a wrong one learns nothing and changes nothing.
    const guess = `${paymentIntentId}_secret_guess`;
    const wrong = await paymentStatus(t, paymentIntentId, { clientSecret: guess });
    expect(wrong.statusCode).toBe(404);
    const status = await paymentStatus(t, paymentIntentId, { clientSecret });
    expect(status.json()).toMatchObject({ status: 'paid', fulfilled: true, amountCents: 5990 });
    expect((await profileOf(id)).plan).toBe('Premium');
  });

  it('never grants a payment whose amount differs from the order', async () => {
    const { id, body } = await buyer('stripe-short');
    fake.succeed(body.paymentIntentId, 100);
    const payload = event('payment_intent.succeeded', {
      id: body.paymentIntentId,
      object: 'payment_intent',
    });
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    expect((await profileOf(id)).plan).toBe('Free');
  });

  it('answers 503 when Stripe is down, and nothing is charged', async () => {
    const email = 'stripe-down@example.com';
    const { id } = await signUpAndIn(t, email, 'Down');
    fake.failNext(5);
    const res = await blueprintIntent(t, email, id);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('PROVIDER_UNAVAILABLE');
    fake.failNext(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, id));
    expect(order).toMatchObject({ status: 'canceled', providerPaymentId: null, fulfilledAt: null });
    expect((await profileOf(id)).plan).toBe('Free');
  });

  it('subscribes to a plan, grants credits on invoice.paid, cancels at period end and lists cards', async () => {
    const { id, cookie } = await signUpAndIn(t, 'stripe-plan@example.com', 'Plan');
    const sub = await subscribe(t, cookie, { planId: 'basic', promoCode: null });
    expect(sub.statusCode).toBe(200);
    const s = sub.json();
    expect(s).toMatchObject({
      provider: 'stripe',
      amountCents: 4990,
      customerId: expect.stringMatching(/^cus_/),
    });
    expect((await profileOf(id)).stripeCustomerId).toBe(s.customerId);
    const periodEnd = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    const invoice = {
      id: 'in_stripe_1',
      object: 'invoice',
      amount_paid: 4990,
      currency: 'usd',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: s.subscriptionId },
      },
      lines: { object: 'list', data: [{ period: { start: 0, end: periodEnd } }] },
    };
    const paid = event('invoice.paid', invoice);
    expect((await webhook(paid, sign(paid))).statusCode).toBe(200);
    const again = event('invoice.paid', invoice);
    expect((await webhook(again, sign(again))).statusCode).toBe(200);
    expect(await profileOf(id)).toMatchObject({
      subscriptionPlan: 'basic',
      subscriptionStatus: 'active',
      matchesCount: 3,
    });
    const cancel = await t.call(billingApi.cancelPlan, {}, { cookie });
    expect(cancel.json()).toMatchObject({ plan: { cancelAtPeriodEnd: true } });
    expect(
      fake.calls.some(
        (c) =>
          c.path === `/v1/subscriptions/${s.subscriptionId}` &&
          c.fields.cancel_at_period_end === 'true',
      ),
    ).toBe(true);
    const cards = await t.call(billingApi.paymentMethods, {}, { cookie });
    expect(cards.json()).toMatchObject({
      customerId: s.customerId,
      paymentMethods: [{ id: 'pm_fake_visa', card: { last4: '4242' } }],
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminPurchasesApi, purchasesApi } from '#shared/contracts/purchases.js';
import { orders, profiles } from '#server/db/schema.js';
import { mailsTo, signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent, subscribe } from '#server/testing/checkout.js';
import { stripeEvent, stripeInvoice, useStripeTestApp } from '#server/testing/stripe-test-app.js';

/** Member and admin refunds through Stripe's Refunds API, and the webhooks that follow (decision 0033). */
const s = useStripeTestApp();

const db = () => s().t.database.db;
const profileOf = async (id: string) =>
  (await db().select().from(profiles).where(eq(profiles.id, id)))[0]!;
const orderOf = async (paymentIntentId: string) =>
  (await db().select().from(orders).where(eq(orders.providerPaymentId, paymentIntentId)))[0]!;
const refundCalls = (paymentIntentId: string) =>
  s().fake.calls.filter(
    (c) => c.path === '/v1/refunds' && c.fields.payment_intent === paymentIntentId,
  );

async function send(type: string, object: object) {
  const payload = stripeEvent(type, object);
  expect((await s().webhook(payload, s().sign(payload))).statusCode).toBe(200);
}
const refunded = (paymentIntentId: string) => ({
  id: `ch_${paymentIntentId}`,
  object: 'charge',
  payment_intent: paymentIntentId,
  refunded: true,
});

async function blueprintBuyer(name: string) {
  const email = `${name}@example.com`;
  const member = await signUpAndIn(s().t, email, name);
  const { paymentIntentId } = (await blueprintIntent(s().t, email, member.id)).json();
  s().fake.succeed(paymentIntentId, 5990);
  await send('payment_intent.succeeded', { id: paymentIntentId, object: 'payment_intent' });
  expect((await profileOf(member.id)).plan).toBe('Premium');
  return { ...member, email, paymentIntentId, orderId: (await orderOf(paymentIntentId)).id };
}
const refund = (cookie: string, id: string) =>
  s().t.call(purchasesApi.refund, { params: { id }, body: { reason: null } }, { cookie });

describe('refunds through Stripe', () => {
  it('refunds the whole payment at Stripe; its charge.refunded webhook changes nothing more', async () => {
    const rae = await blueprintBuyer('stripe-rae');
    expect((await refund(rae.cookie, rae.orderId)).statusCode).toBe(200);
    const [call] = refundCalls(rae.paymentIntentId);
    // No amount: Stripe refunds the whole charge, the 5990 it received.
    expect(call!.fields).toEqual({
      payment_intent: rae.paymentIntentId,
      'metadata[why]': 'money-back guarantee',
    });
    expect(s().fake.intents.get(rae.paymentIntentId)).toMatchObject({ amount_received: 5990 });
    const done = await orderOf(rae.paymentIntentId);
    expect(done).toMatchObject({ status: 'refunded', refundedBy: 'member' });
    expect(await profileOf(rae.id)).toMatchObject({ plan: 'Free', totalSpent: 0 });

    await send('charge.refunded', refunded(rae.paymentIntentId));
    expect(await orderOf(rae.paymentIntentId)).toEqual(done);
    const mails = await mailsTo(s().t, rae.email);
    expect(mails.filter((m) => m.kind === 'refund-receipt')).toHaveLength(1);
  });

  it('keeps the request while Stripe is away; its webhook finishes it, once', async () => {
    const kim = await blueprintBuyer('stripe-kim');
    s().fake.failNext(5, '/v1/refunds');
    const down = await refund(kim.cookie, kim.orderId);
    s().fake.failNext(0);
    expect(down.statusCode).toBe(503);
    expect(await orderOf(kim.paymentIntentId)).toMatchObject({ status: 'paid' });
    expect((await profileOf(kim.id)).plan).toBe('Premium');
    const listed = await s().t.call(purchasesApi.list, {}, { cookie: kim.cookie });
    expect(listed.json().purchases[0]).toMatchObject({ refundPending: true, refund: null });

    // Stripe did refund (the answer was lost): its webhook finishes the request, once.
    await send('charge.refunded', refunded(kim.paymentIntentId));
    expect(await orderOf(kim.paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundedBy: 'member',
    });
    expect((await profileOf(kim.id)).plan).toBe('Free');
    expect((await refund(kim.cookie, kim.orderId)).statusCode).toBe(409);
  });

  it("an admin's plan refund ends the subscription at Stripe and refunds its first month", async () => {
    const { id, cookie } = await signUpAndIn(s().t, 'stripe-plan@example.com', 'Pat');
    const admin = await signUpAndIn(s().t, 'stripe-admin@example.com', 'Ada', 'admin');
    const sub = await subscribe(s().t, cookie, {
      planId: 'basic',
      promoCode: null,
      paymentMethodId: null,
    });
    const { subscriptionId, paymentIntentId } = sub.json();
    s().fake.succeed(paymentIntentId, 4990);
    await send('invoice.paid', stripeInvoice(subscriptionId, 'in_refund_1', 4990));
    const paid = await profileOf(id);
    expect(paid.subscriptionStatus).toBe('active');

    const orderId = (await orderOf(paymentIntentId)).id;
    const res = await s().t.call(
      adminPurchasesApi.refund,
      { params: { id, orderId }, body: { reason: 'Duplicate purchase' } },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(
      s().fake.calls.some(
        (c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);
    expect(refundCalls(paymentIntentId)[0]!.fields['metadata[why]']).toBe('refunded by an admin');
    expect(await profileOf(id)).toMatchObject({
      subscriptionStatus: 'canceled',
      matchesCount: Math.max(paid.matchesCount - 3, 0),
    });
  });
});

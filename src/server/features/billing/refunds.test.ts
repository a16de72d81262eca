import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentEvents, profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent, subscribe } from '#server/testing/checkout.js';
import { stripeEvent, stripeInvoice, useStripeTestApp } from '#server/testing/stripe-test-app.js';

/** Refunds and disputes take back what a payment granted, once (issue 11, item 5). */
const s = useStripeTestApp();

const db = () => s().t.database.db;
const member = async (id: string) =>
  (await db().select().from(profiles).where(eq(profiles.id, id)))[0]!;
const order = async (paymentIntentId: string) =>
  (await db().select().from(orders).where(eq(orders.providerPaymentId, paymentIntentId)))[0]!;

/** Sends a signed Stripe event; the webhook answers 200 to every verified one. */
async function send(type: string, object: object, eventId?: string) {
  const payload = stripeEvent(type, object, eventId);
  const res = await s().webhook(payload, s().sign(payload));
  expect(res.statusCode).toBe(200);
}
const charge = (paymentIntentId: string, refunded: boolean) => ({
  id: `ch_${paymentIntentId}`,
  object: 'charge',
  payment_intent: paymentIntentId,
  refunded,
});

describe('a refunded or disputed payment', () => {
  it('a full refund of the blueprint takes Premium back; a partial one leaves it', async () => {
    const email = 'refund@example.com';
    const { id } = await signUpAndIn(s().t, email, 'Rae');
    const intent = await blueprintIntent(s().t, email, id);
    const { paymentIntentId } = intent.json();
    s().fake.succeed(paymentIntentId, 5990);
    await send('payment_intent.succeeded', { id: paymentIntentId, object: 'payment_intent' });
    expect(await member(id)).toMatchObject({ plan: 'Premium', totalSpent: 5990 });

    await send('charge.refunded', charge(paymentIntentId, false));
    expect((await member(id)).plan).toBe('Premium');

    await send('charge.refunded', charge(paymentIntentId, true), 'evt_full_refund');
    await send('charge.refunded', charge(paymentIntentId, true), 'evt_full_refund');
    expect(await member(id)).toMatchObject({
      plan: 'Free',
      blueprintPurchased: false,
      totalSpent: 0,
    });
    expect(await order(paymentIntentId)).toMatchObject({
      status: 'refunded',
      providerStatus: 'refunded',
    });
    const recorded = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, 'evt_full_refund'));
    expect(recorded).toMatchObject([{ type: 'payment.reversed', processedAt: expect.any(Date) }]);
  });

  it("a dispute on a plan's first month takes its connections and ends the plan", async () => {
    const { id, cookie } = await signUpAndIn(s().t, 'dispute@example.com', 'Dee');
    const res = await subscribe(s().t, cookie, { planId: 'basic', promoCode: null });
    const { subscriptionId, paymentIntentId } = res.json();
    await send('invoice.paid', stripeInvoice(subscriptionId, 'in_dispute_1', 4990));
    const paid = await member(id);
    expect(paid).toMatchObject({ subscriptionStatus: 'active' });

    await send('charge.dispute.created', {
      id: 'dp_1',
      object: 'dispute',
      charge: `ch_${paymentIntentId}`,
      payment_intent: paymentIntentId,
    });
    expect(await member(id)).toMatchObject({
      subscriptionStatus: 'canceled',
      matchesCount: Math.max(paid.matchesCount - 3, 0),
    });
    expect(await order(paymentIntentId)).toMatchObject({
      status: 'refunded',
      providerStatus: 'disputed',
    });
  });
});

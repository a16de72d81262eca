import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, profiles, user } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent } from '#server/testing/checkout.js';
import { adminAction } from '#server/testing/auth-flows.js';
import { stripeEvent, useStripeTestApp } from '#server/testing/stripe-test-app.js';

/** A deleted account's money at Stripe: open checkouts stop, late payments go back. */
const s = useStripeTestApp();

async function openCheckout(name: string) {
  const admin = await signUpAndIn(s().t, `admin-${name}@example.com`, 'Ada', 'admin');
  const email = `${name}@example.com`;
  const { id } = await signUpAndIn(s().t, email, name);
  const res = await blueprintIntent(s().t, email, id);
  expect(res.statusCode).toBe(200);
  const { paymentIntentId } = res.json();
  const remove = () => adminAction(s().t, admin.cookie, 'delete', id);
  return { id, paymentIntentId, remove };
}

const orderOf = async (paymentIntentId: string) =>
  (
    await s()
      .t.database.db.select()
      .from(orders)
      .where(eq(orders.providerPaymentId, paymentIntentId))
  )[0]!;
const callsTo = (path: string) => s().fake.calls.filter((c) => c.path === path);
const refundsOf = (paymentIntentId: string) =>
  callsTo('/v1/refunds').filter((c) => c.fields.payment_intent === paymentIntentId);
const succeeded = (paymentIntentId: string, eventId: string) =>
  stripeEvent(
    'payment_intent.succeeded',
    { id: paymentIntentId, object: 'payment_intent' },
    eventId,
  );

describe('deleting an account with a checkout still open', () => {
  it('cancels the payment at Stripe, so the open checkout can no longer take money', async () => {
    const { paymentIntentId, remove } = await openCheckout('open-tab');
    expect((await remove()).statusCode).toBe(200);
    expect(callsTo(`/v1/payment_intents/${paymentIntentId}/cancel`)).toHaveLength(1);
    expect(s().fake.intents.get(paymentIntentId)?.status).toBe('canceled');
    expect(await orderOf(paymentIntentId)).toMatchObject({ userId: null, status: 'canceled' });
    expect(refundsOf(paymentIntentId)).toEqual([]);
  });

  it('refunds a payment made just before, whose webhook had not come yet; the late webhook grants nothing', async () => {
    const { paymentIntentId, remove } = await openCheckout('paid-then-left');
    s().fake.succeed(paymentIntentId);
    expect((await remove()).statusCode).toBe(200);
    expect(refundsOf(paymentIntentId)).toMatchObject([
      { fields: { 'metadata[why]': 'account deleted' } },
    ]);
    expect(await orderOf(paymentIntentId)).toMatchObject({ userId: null, status: 'refunded' });

    const late = succeeded(paymentIntentId, 'evt_late_after_delete');
    expect((await s().webhook(late, s().sign(late))).statusCode).toBe(200);
    expect(refundsOf(paymentIntentId)).toHaveLength(1);
    expect(await orderOf(paymentIntentId)).toMatchObject({ status: 'refunded', fulfilledAt: null });
  });

  it('when Stripe is down, deletes nothing and says to try again', async () => {
    const { id, paymentIntentId, remove } = await openCheckout('stripe-down');
    s().fake.failNext(5);
    const refused = await remove();
    s().fake.failNext(0);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toMatch(/Nothing was deleted/);
    expect(await s().t.database.db.select().from(user).where(eq(user.id, id))).toHaveLength(1);
    expect(await orderOf(paymentIntentId)).toMatchObject({ userId: id, status: 'pending' });
  });
});

describe('a payment that succeeds for an account already gone', () => {
  it('is refunded, and a webhook that came while Stripe could not refund is retried until it is', async () => {
    const { id, paymentIntentId } = await openCheckout('gone-before-paid');
    // The account goes without its checkout being stopped (the moment between the order and its
    // intent), and the payment then goes through in the tab still open.
    await s().t.database.db.delete(user).where(eq(user.id, id));
    s().fake.succeed(paymentIntentId);
    const payload = succeeded(paymentIntentId, 'evt_paid_for_nobody');

    s().fake.failNext(5, '/v1/refunds');
    expect((await s().webhook(payload, s().sign(payload))).statusCode).toBe(503);
    s().fake.failNext(0);
    expect(await orderOf(paymentIntentId)).toMatchObject({ status: 'pending' });
    const refusedTries = refundsOf(paymentIntentId).length;

    // Stripe delivers the event again: this time the money goes back, once.
    expect((await s().webhook(payload, s().sign(payload))).statusCode).toBe(200);
    expect((await s().webhook(payload, s().sign(payload))).statusCode).toBe(200);
    expect(refundsOf(paymentIntentId).length - refusedTries).toBe(1);
    expect(refundsOf(paymentIntentId).at(-1)?.fields['metadata[why]']).toBe('account deleted');
    expect(await orderOf(paymentIntentId)).toMatchObject({ status: 'refunded', fulfilledAt: null });
    expect(await s().t.database.db.select().from(profiles).where(eq(profiles.id, id))).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent, paymentStatus, subscribe } from '#server/testing/checkout.js';
import {
  stripeEvent,
  stripeInvoice,
  stripePromotionCode,
  useStripeTestApp,
} from '#server/testing/stripe-test-app.js';

/**
 * Payments opened at the same moment all pass a promotion code's limits when they start; the
 * limits are checked again when each is fulfilled, one payment at a time, and a payment over
 * them is refunded in full and granted nothing (decision 0028).
 */
const s = useStripeTestApp();
const CAP = 2;
const BUYERS = 5;
beforeAll(() => {
  const { promotionCodes } = s().fake;
  promotionCodes.set('RUSH2', stripePromotionCode('RUSH2', 20, { max_redemptions: CAP }));
  promotionCodes.set(
    'HELLO',
    stripePromotionCode('HELLO', 20, { restrictions: { first_time_transaction: true } }),
  );
});

const db = () => s().t.database.db;
let n = 0;
async function buyer() {
  const email = `race-${++n}@example.com`;
  return { email, ...(await signUpAndIn(s().t, email, 'Robin')) };
}
async function deliver(type: string, object: object) {
  const payload = stripeEvent(type, object);
  return (await s().webhook(payload, s().sign(payload))).statusCode;
}
const ordersWith = (code: string) => db().select().from(orders).where(eq(orders.promoCode, code));
const refundsAtStripe = () => s().fake.calls.filter((c) => c.path === '/v1/refunds');
const refundedAtStripe = () => refundsAtStripe().map((c) => c.fields.payment_intent);
/** What the success page hears of a payment, asked as its buyer. */
const statusOf = async (paymentIntentId: string, cookie: string) =>
  (await paymentStatus(s().t, paymentIntentId, { cookie })).json();
const refundMails = (email: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'promo-refund')));

describe('promotion limits at fulfilment', () => {
  it(`grants a code capped at ${CAP} to exactly ${CAP} of ${BUYERS} racing payments and refunds the rest`, async () => {
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await buyer());
    const intents = await Promise.all(
      buyers.map((b) => blueprintIntent(s().t, b.email, b.id, 'RUSH2')),
    );
    expect(intents.map((r) => r.statusCode)).toEqual(buyers.map(() => 200));
    const paid = intents.map((r) => r.json());
    for (const p of paid) s().fake.succeed(p.paymentIntentId, p.amountCents);
    const answers = await Promise.all(
      paid.map((p) =>
        deliver('payment_intent.succeeded', { id: p.paymentIntentId, object: 'payment_intent' }),
      ),
    );
    expect(answers).toEqual(paid.map(() => 200));

    const rows = await ordersWith('RUSH2');
    const granted = rows.filter((o) => o.fulfilledAt);
    const refused = rows.filter((o) => !o.fulfilledAt);
    expect(granted).toHaveLength(CAP);
    expect(granted.every((o) => o.status === 'paid')).toBe(true);
    expect(refused).toHaveLength(BUYERS - CAP);
    expect(refused.every((o) => o.status === 'refunded')).toBe(true);
    expect(refundedAtStripe().sort()).toEqual(refused.map((o) => o.providerPaymentId).sort());
    // Stripe's dashboard says why each went back (an account's deletion is the other reason).
    expect(refundsAtStripe().map((c) => c.fields['metadata[why]'])).toEqual(
      refused.map(() => 'promo limit reached'),
    );
    for (const b of buyers) {
      const [member] = await db().select().from(profiles).where(eq(profiles.id, b.id));
      const wasGranted = granted.some((o) => o.userId === b.id);
      expect(member!.blueprintPurchased).toBe(wasGranted);
      expect(await refundMails(b.email)).toHaveLength(wasGranted ? 0 : 1);
    }
    const turnedAway = buyers.find((b) => refused[0]!.userId === b.id)!;
    const [told] = await refundMails(turnedAway.email);
    expect(told!.text).toContain('the promo code RUSH2 ran out while you were paying');

    // Stripe retries, and then reports its refund: nothing is granted, refunded or mailed again.
    const retried = refused[0]!.providerPaymentId!;
    await deliver('payment_intent.succeeded', { id: retried, object: 'payment_intent' });
    await deliver('charge.refunded', {
      id: `ch_${retried}`,
      object: 'charge',
      payment_intent: retried,
      refunded: true,
    });
    expect((await ordersWith('RUSH2')).filter((o) => o.fulfilledAt)).toHaveLength(CAP);
    expect(refundedAtStripe()).toHaveLength(BUYERS - CAP);
    expect(await refundMails(turnedAway.email)).toHaveLength(1);
    // The success page hears the truth: refunded over the code's limit, not granted.
    expect(await statusOf(retried, turnedAway.cookie)).toMatchObject({
      status: 'refunded',
      fulfilled: false,
      refundReason: 'promo_limit',
    });
    const kept = granted[0]!;
    const keeper = buyers.find((b) => b.id === kept.userId)!;
    expect(await statusOf(kept.providerPaymentId!, keeper.cookie)).toMatchObject({
      status: 'paid',
      refundReason: null,
    });
  });

  it('gives a first-purchase code to one of two plans a new member pays at once; the other is refunded and ended', async () => {
    const b = await buyer();
    const start = () => subscribe(s().t, b.cookie, { planId: 'basic', promoCode: 'HELLO' });
    const started = await Promise.all([start(), start()]);
    expect(started.map((r) => r.statusCode)).toEqual([200, 200]);
    const subs = started.map((r) => r.json());
    for (const sub of subs) s().fake.succeed(sub.paymentIntentId, sub.amountCents);
    const answers = await Promise.all(
      subs.map((sub, i) =>
        deliver(
          'invoice.paid',
          stripeInvoice(sub.subscriptionId, `in_hello_${i}`, sub.amountCents),
        ),
      ),
    );
    expect(answers).toEqual([200, 200]);

    const rows = await ordersWith('HELLO');
    const refused = rows.filter((o) => !o.fulfilledAt);
    expect(rows.filter((o) => o.fulfilledAt)).toHaveLength(1);
    expect(refused).toMatchObject([{ status: 'refunded', userId: b.id }]);
    expect(refundedAtStripe()).toContain(refused[0]!.providerPaymentId);
    expect(await statusOf(refused[0]!.providerPaymentId!, b.cookie)).toMatchObject({
      kind: 'subscription',
      status: 'refunded',
      refundReason: 'promo_limit',
    });
    // The refused plan is ended at Stripe too, or its renewals would bill a plan never granted.
    const ended = s()
      .fake.calls.filter((c) => c.method === 'DELETE')
      .map((c) => c.path);
    expect(ended).toEqual([`/v1/subscriptions/${refused[0]!.providerSubscriptionId}`]);
    const [member] = await db().select().from(profiles).where(eq(profiles.id, b.id));
    expect(member).toMatchObject({ subscriptionStatus: 'active', subscriptionPlan: 'basic' });
    expect(await refundMails(b.email)).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatCents } from '#shared/domain/pricing.js';
import { mailOutbox, orders, profiles, user } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { subscribe } from '#server/testing/checkout.js';
import { adminAction } from '#server/testing/auth-flows.js';
import { stripeEvent, stripeInvoice, useStripeTestApp } from '#server/testing/stripe-test-app.js';

/** The Stripe side of a plan over time: first-month promos, renewals, receipts, deletion (issue 11, item 5). */
const s = useStripeTestApp();

const profileOf = async (id: string) =>
  (await s().t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

/** invoice.paid for the subscription, as Stripe sends it for each billed month. */
async function invoicePaid(subscriptionId: string, invoiceId: string, amountPaid: number) {
  const payload = stripeEvent('invoice.paid', stripeInvoice(subscriptionId, invoiceId, amountPaid));
  return s().webhook(payload, s().sign(payload));
}

describe('a plan bought with a promo code', () => {
  it('is billed at the discount once, then at the full price every month', async () => {
    const { id, cookie } = await signUpAndIn(s().t, 'renewal@example.com', 'Ren');
    const res = await subscribe(s().t, cookie, { planId: 'basic', promoCode: 'STRIPE15' });
    const sub = res.json();
    expect(sub.discountCents).toBeGreaterThan(0);
    expect(sub.amountCents + sub.discountCents).toBe(4990);

    // Stripe is told the plan's price and a one-time coupon for the discount.
    const coupon = s().fake.calls.find((c) => c.path === '/v1/coupons');
    expect(coupon?.fields).toMatchObject({
      duration: 'once',
      amount_off: String(sub.discountCents),
    });
    const created = s().fake.calls.find((c) => c.path === '/v1/subscriptions');
    expect(created?.fields).toMatchObject({ 'items[0][price_data][unit_amount]': '4990' });
    expect(created?.fields['discounts[0][coupon]']).toMatch(/^co_/);

    expect((await invoicePaid(sub.subscriptionId, 'in_first', sub.amountCents)).statusCode).toBe(
      200,
    );
    const first = await profileOf(id);
    expect(first).toMatchObject({ subscriptionPlan: 'basic', totalSpent: sub.amountCents });

    // A renewal at the discounted price would be a provider error: it grants nothing.
    await invoicePaid(sub.subscriptionId, 'in_discounted_again', sub.amountCents);
    expect((await profileOf(id)).matchesCount).toBe(first.matchesCount);

    // The renewal at the full price adds the month's credits and what was paid.
    await invoicePaid(sub.subscriptionId, 'in_second', 4990);
    expect(await profileOf(id)).toMatchObject({
      totalSpent: sub.amountCents + 4990,
      subscriptionAmount: 4990,
      matchesCount: first.matchesCount + 3,
    });
    // A receipt for each paid month, none for the refused one.
    const receipts = (
      await s()
        .t.database.db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'renewal@example.com'))
        .orderBy(mailOutbox.createdAt)
    ).filter((m) => m.kind === 'payment-receipt');
    expect(receipts.map((m) => m.subject)).toEqual([
      `Your Right One receipt: ${formatCents(sub.amountCents)}`,
      'Your Right One receipt: $49.90',
    ]);
    expect(receipts[0]!.text).toContain('with STRIPE15');
    expect(receipts[1]!.text).toMatch(/Your plan renews on \w+ \d+, \d{4}/);
  });
});

describe('deleting an account with a live plan', () => {
  it('stops the subscription at Stripe first; when Stripe is down nothing is deleted', async () => {
    const admin = await signUpAndIn(s().t, 'admin-del@example.com', 'Ada', 'admin');
    const { id, cookie } = await signUpAndIn(s().t, 'leaving@example.com', 'Lee');
    const res = await subscribe(s().t, cookie, { planId: 'basic', promoCode: null });
    const { subscriptionId } = res.json();
    const remove = () => adminAction(s().t, admin.cookie, 'delete', id);
    const exists = async () =>
      (await s().t.database.db.select().from(user).where(eq(user.id, id))).length === 1;

    s().fake.failNext(5);
    const refused = await remove();
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toMatch(/Nothing was deleted/);
    expect(await exists()).toBe(true);
    s().fake.failNext(0);

    expect((await remove()).statusCode).toBe(200);
    expect(await exists()).toBe(false);
    expect(
      s().fake.calls.some(
        (c) => c.method === 'DELETE' && c.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);
    expect(await s().t.database.db.select().from(orders).where(eq(orders.userId, id))).toEqual([]);
  });
});

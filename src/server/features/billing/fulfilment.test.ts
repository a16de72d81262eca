import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '#shared/contracts/billing-api.js';
import { planById } from '#shared/domain/pricing.js';
import { orders, profiles } from '#server/db/schema.js';
import type { PaymentEvent } from '#server/platform/payments/index.js';
import { createSandboxPayments } from '#server/platform/payments/sandbox.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent, sandboxConfirm, subscribe } from '#server/testing/checkout.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { applyPaymentEvent } from './fulfilment.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
/** Fulfilment as the routes run it, on the sandbox, receipts into the test outbox. */
const fulfil = (event: PaymentEvent) =>
  applyPaymentEvent(t.database.db, event, {
    receipts: { mail: t.mail, appUrl: t.config.appUrl },
    payments: createSandboxPayments(t.database.db, t.config.authSecret),
  });

afterAll(() => t.close());

const profileOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

async function pendingBlueprint(name: string) {
  const email = `${name}@example.com`;
  const { id } = await signUpAndIn(t, email, name);
  const res = await blueprintIntent(t, email, id);
  return { userId: id, paymentIntentId: res.json().paymentIntentId };
}

const succeeded = (
  paymentIntentId: string,
  eventId: string,
  amountCents = 5990,
  currency = 'usd',
): PaymentEvent => ({
  type: 'payment.succeeded',
  eventId,
  paymentIntentId,
  amountCents,
  currency,
  card: null,
});

describe('fulfilment (docs/security-rules.md, rules 14 and 15)', () => {
  it('the same event ten times at once grants exactly once', async () => {
    const { userId, paymentIntentId } = await pendingBlueprint('ten-times');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => fulfil(succeeded(paymentIntentId, 'evt_same'))),
    );
    expect(results.filter((r) => r === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r === 'duplicate')).toHaveLength(9);
    expect(await profileOf(userId)).toMatchObject({ plan: 'Premium', totalSpent: 5990 });
  });

  it('different events for one payment, at once and late, grant once', async () => {
    const { userId, paymentIntentId } = await pendingBlueprint('many-events');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => fulfil(succeeded(paymentIntentId, `evt_${i}`))),
    );
    expect(results.filter((r) => r === 'fulfilled')).toHaveLength(1);
    expect(
      await fulfil({
        type: 'payment.failed',
        eventId: 'evt_late_fail',
        paymentIntentId,
        message: 'x',
      }),
    ).toBe('recorded');
    const p = await profileOf(userId);
    expect(p).toMatchObject({ plan: 'Premium', totalSpent: 5990 });
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.providerPaymentId, paymentIntentId));
    expect(order?.status).toBe('paid');
  });

  it('a wrong amount or currency grants nothing', async () => {
    const { userId, paymentIntentId } = await pendingBlueprint('mismatch');
    expect(await fulfil(succeeded(paymentIntentId, 'evt_cheap', 50))).toBe('mismatch');
    expect(await fulfil(succeeded(paymentIntentId, 'evt_eur', 5990, 'eur'))).toBe('mismatch');
    expect((await profileOf(userId)).plan).toBe('Free');
    expect(await fulfil(succeeded('pi_unknown', 'evt_unknown'))).toBe('unknown_order');
  });
});

describe('concierge plans in the sandbox', () => {
  it('subscribes, adds credits per paid period once, cancels at period end and offers the saved card', async () => {
    const { id, cookie } = await signUpAndIn(t, 'planner@example.com', 'Planner');
    const member = { cookie };
    expect((await t.call(billingApi.currentPlan, {}, member)).json()).toEqual({
      plan: null,
      matchesCount: -1,
    });
    const sub = await subscribe(t, cookie, {
      planId: 'popular',
      promoCode: 'plan15',
      paymentMethodId: null,
    });
    expect(sub.statusCode).toBe(200);
    const s = sub.json();
    expect(s).toMatchObject({
      amountCents: 6367,
      discountCents: 1123,
      planId: 'popular',
      interval: 'month',
      provider: 'sandbox',
    });
    const pay = await sandboxConfirm(t, {
      paymentIntentId: s.paymentIntentId,
      clientSecret: s.clientSecret,
      card: { number: '4242424242424242', expiry: '11/39', cvc: '321' },
    });
    expect(pay.json().status).toBe('succeeded');
    let p = await profileOf(id);
    expect(p).toMatchObject({
      subscriptionPlan: 'popular',
      subscriptionStatus: 'active',
      matchingPlanType: 'popular',
      matchesCount: 5,
      subscriptionAmount: 6367,
      totalSpent: 6367,
    });
    expect(p.nextBillingDate!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    // The same invoice reported again (another event id) adds nothing; a new period adds 5 more.
    const period = {
      type: 'invoice.paid' as const,
      subscriptionId: s.subscriptionId,
      amountCents: 6367,
      currency: 'usd',
      periodEnd: new Date(Date.now() + 60 * 24 * 3600 * 1000),
      card: null,
    };
    expect(
      await fulfil({
        ...period,
        eventId: 'evt_again',
        invoiceId: `in_sb_${s.paymentIntentId}`,
      }),
    ).toBe('already_fulfilled');
    // The promo was for the first month: the second is billed at the plan's full price.
    const month2 = { ...period, eventId: 'evt_month2', invoiceId: 'in_month2' };
    expect(await fulfil(month2)).toBe('mismatch');
    expect(
      await fulfil({
        ...month2,
        eventId: 'evt_month2_full',
        invoiceId: 'in_month2_full',
        amountCents: planById('popular').priceCents,
      }),
    ).toBe('fulfilled');
    p = await profileOf(id);
    expect(p.matchesCount).toBe(10);

    const again = await subscribe(t, cookie, {
      planId: 'basic',
      promoCode: null,
      paymentMethodId: null,
    });
    expect(again.statusCode).toBe(409);

    const cancel = await t.call(billingApi.cancelPlan, {}, member);
    expect(cancel.json()).toMatchObject({
      plan: { planId: 'popular', status: 'active', cancelAtPeriodEnd: true, connections: 5 },
      matchesCount: 10,
    });

    const cards = (await t.call(billingApi.paymentMethods, {}, member)).json();
    expect(cards.paymentMethods).toEqual([
      {
        id: expect.stringMatching(/^pm_sb_/),
        card: { brand: 'visa', last4: '4242', expMonth: 11, expYear: 2039 },
      },
    ]);

    // After cancelling, a new plan may start, paid with the saved card.
    const next = (
      await subscribe(t, cookie, {
        planId: 'basic',
        promoCode: null,
        paymentMethodId: cards.paymentMethods[0]!.id,
      })
    ).json();
    const saved = await sandboxConfirm(t, {
      paymentIntentId: next.paymentIntentId,
      clientSecret: next.clientSecret,
      paymentMethodId: cards.paymentMethods[0]!.id,
    });
    expect(saved.json().status).toBe('succeeded');
    expect((await profileOf(id)).matchesCount).toBe(13);
  });

  it('answers 401 to visitors and keeps another member’s saved card out of reach', async () => {
    expect((await subscribe(t, undefined, { planId: 'basic' })).statusCode).toBe(401);
    const owner = await signUpAndIn(t, 'card-owner@example.com', 'Owner');
    const other = await signUpAndIn(t, 'card-other@example.com', 'Other');
    const sub = (await subscribe(t, owner.cookie, { planId: 'basic' })).json();
    await sandboxConfirm(t, {
      paymentIntentId: sub.paymentIntentId,
      clientSecret: sub.clientSecret,
      card: { number: '4242424242424242', expiry: '11/39', cvc: '321' },
    });
    const ownerCard = (await t.call(billingApi.paymentMethods, {}, { cookie: owner.cookie })).json()
      .paymentMethods[0]!.id;
    const theirs = (await subscribe(t, other.cookie, { planId: 'basic' })).json();
    const res = await sandboxConfirm(t, {
      paymentIntentId: theirs.paymentIntentId,
      clientSecret: theirs.clientSecret,
      paymentMethodId: ownerCard,
    });
    expect(res.statusCode).toBe(409);
    expect((await profileOf(other.id)).matchesCount).toBe(-1);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingApi } from '#shared/contracts/billing-api.js';
import { mailOutbox, orders, profiles } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import {
  blueprintIntent,
  paymentStatus,
  sandboxConfirm,
  testCard as card,
} from '#server/testing/checkout.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profileOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

async function buyer(name: string) {
  const email = `${name}@example.com`;
  const { id, cookie } = await signUpAndIn(t, email, name);
  return { id, cookie, email };
}

async function intent(email: string, userId: string, promoCode: string | null = null) {
  const res = await blueprintIntent(t, email, userId, promoCode);
  return { res, body: res.json() };
}

const validate = (code: string, product: 'blueprint' | 'premium' | 'basic') =>
  t.call(billingApi.validatePromo, { body: { code, product } });

describe('blueprint checkout in the sandbox', () => {
  it('prices the blueprint on the server, with and without a promo code', async () => {
    const b = await buyer('price');
    const plain = await intent(b.email, b.id);
    expect(plain.res.statusCode).toBe(200);
    expect(plain.body).toMatchObject({
      amountCents: 5990,
      originalCents: 5990,
      discountCents: 0,
      currency: 'usd',
      provider: 'sandbox',
      publishableKey: null,
    });
    const promo = await intent(b.email, b.id, ' welcome10 ');
    expect(promo.body).toMatchObject({
      amountCents: 5391,
      discountCents: 599,
      promoCode: 'WELCOME10',
    });
    const bad = await intent(b.email, b.id, 'NOPE');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().error).toEqual({ code: 'INVALID_PROMO', message: 'Invalid promo code' });
    const planOnly = await intent(b.email, b.id, 'PLAN15');
    expect(planOnly.res.statusCode).toBe(400);
  });

  it('ignores any amount the browser sends', async () => {
    const b = await buyer('tamper');
    const res = await t.call(billingApi.blueprintIntent, {
      rawBody: { email: b.email, userId: b.id, promoCode: null, amount: 1, amountCents: 1 },
    });
    expect(res.json().amountCents).toBe(5990);
  });

  it('answers one "invalid link" for unknown users, foreign ids and wrong emails alike', async () => {
    const b = await buyer('link-owner');
    const other = await buyer('link-other');
    for (const [email, userId] of [
      [b.email, 'temp'],
      [other.email, b.id],
      ['nobody@example.com', b.id],
    ] as const) {
      const res = await blueprintIntent(t, email, userId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('INVALID_PAYMENT_LINK');
      expect(res.body).not.toContain('link-');
    }
  });

  it('validates promo codes for the blueprint and plans', async () => {
    const ok = await validate('tenoff', 'blueprint');
    expect(ok.json()).toMatchObject({
      valid: true,
      code: 'TENOFF',
      coupon: { percentOff: null, amountOffCents: 1000 },
      pricing: { amountCents: 4990, discountCents: 1000 },
    });
    const full = await validate('FULLTEST', 'premium');
    expect(full.json()).toMatchObject({
      valid: true,
      pricing: { amountCents: 50, minimumEnforced: true },
    });
    const wrong = await validate('BLUEPRINT20', 'basic');
    expect(wrong.json()).toEqual({ valid: false, error: 'Invalid promo code' });
    expect((await validate('', 'blueprint')).statusCode).toBe(400);
  });

  it('4242 succeeds and grants Premium once; a second click changes nothing', async () => {
    const b = await buyer('success');
    const { body } = await intent(b.email, b.id, 'WELCOME10');
    const confirm = () =>
      sandboxConfirm(t, {
        paymentIntentId: body.paymentIntentId,
        clientSecret: body.clientSecret,
        card: card('4242 4242 4242 4242'),
      });
    const [first, second] = await Promise.all([confirm(), confirm()]);
    expect(first.json().status).toBe('succeeded');
    expect(second.json().status).toBe('succeeded');
    const p = await profileOf(b.id);
    expect(p).toMatchObject({ plan: 'Premium', blueprintPurchased: true, totalSpent: 5391 });
    expect(p.upgradedAt).toBeInstanceOf(Date);
    const status = await paymentStatus(t, body.paymentIntentId, { cookie: b.cookie });
    expect(status.json()).toMatchObject({
      status: 'paid',
      fulfilled: true,
      amountCents: 5391,
      discountCents: 599,
      originalCents: 5990,
      promoCode: 'WELCOME10',
      description: 'Blueprint Purchase',
    });
    const again = await intent(b.email, b.id);
    expect(again.res.statusCode).toBe(409);
    // One receipt, however often the payment was reported.
    const receipts = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, b.email), eq(mailOutbox.kind, 'payment-receipt')));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(
      'Premium Blueprint Report: $53.91 ($59.90 less $5.99 with WELCOME10).',
    );
    expect(receipts[0]!.text).toMatch(/Paid on \w+ \d+, \d{4} with Visa ending in 4242/);
  });

  it('answers a payment to its buyer only: the member it belongs to, or the holder of its secret', async () => {
    const b = await buyer('owner');
    const { body } = await intent(b.email, b.id);
    const stranger = await buyer('stranger');
    const id = body.paymentIntentId;
    const answers = await Promise.all([
      paymentStatus(t, id),
      paymentStatus(t, id, { cookie: stranger.cookie }),
      paymentStatus(t, id, { clientSecret: `${id}_secret_forged` }),
      paymentStatus(t, id, { cookie: b.cookie }),
      paymentStatus(t, id, { clientSecret: body.clientSecret }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 200, 200]);
    // Refused exactly as a payment that does not exist: nothing tells the two apart.
    const missing = await paymentStatus(t, 'pi_sb_nothing');
    expect(answers[0].json()).toEqual(missing.json());
  });

  it('4000 0000 0000 0002 is declined and grants nothing; the intent can be paid again', async () => {
    const b = await buyer('declined');
    const { body } = await intent(b.email, b.id);
    const res = await sandboxConfirm(t, {
      paymentIntentId: body.paymentIntentId,
      clientSecret: body.clientSecret,
      card: card('4000000000000002'),
    });
    expect(res.json()).toMatchObject({ status: 'declined', message: 'Your card was declined.' });
    expect((await profileOf(b.id)).plan).toBe('Free');
    const status = await paymentStatus(t, body.paymentIntentId, {
      clientSecret: body.clientSecret,
    });
    expect(status.json()).toMatchObject({ status: 'pending', fulfilled: false });
    const retry = await sandboxConfirm(t, {
      paymentIntentId: body.paymentIntentId,
      clientSecret: body.clientSecret,
      card: card('4242424242424242'),
    });
    expect(retry.json().status).toBe('succeeded');
  });

  it('4000 0025 0000 3155 asks for the extra step; completing it pays, failing it declines', async () => {
    const b = await buyer('three-ds');
    const { body } = await intent(b.email, b.id);
    const send = (
      extra: { card: ReturnType<typeof card> } | { authenticate: 'complete' | 'fail' },
    ) =>
      sandboxConfirm(t, {
        paymentIntentId: body.paymentIntentId,
        clientSecret: body.clientSecret,
        ...extra,
      });
    expect((await send({ authenticate: 'complete' })).statusCode).toBe(409);
    expect((await send({ card: card('4000002500003155') })).json().status).toBe('requires_action');
    expect((await profileOf(b.id)).plan).toBe('Free');
    expect((await send({ authenticate: 'fail' })).json().status).toBe('declined');
    expect((await send({ card: card('4000002500003155') })).json().status).toBe('requires_action');
    expect((await send({ authenticate: 'complete' })).json().status).toBe('succeeded');
    expect((await profileOf(b.id)).plan).toBe('Premium');
  });

  it('refuses a wrong client secret, bad cards and expired cards', async () => {
    const b = await buyer('bad-cards');
    const { body } = await intent(b.email, b.id);
    const send = (fields: { number: string; expiry: string; cvc: string }) =>
      sandboxConfirm(t, {
        paymentIntentId: body.paymentIntentId,
        clientSecret: body.clientSecret,
        card: fields,
      });
    const forged = await sandboxConfirm(t, {
      paymentIntentId: body.paymentIntentId,
      clientSecret: `${body.paymentIntentId}_secret_forged`,
      card: card('4242424242424242'),
    });
    expect(forged.statusCode).toBe(404);
    expect((await send({ number: 'abc', expiry: '12/40', cvc: '123' })).statusCode).toBe(400);
    expect(
      (await send({ number: '4242424242424241', expiry: '12/40', cvc: '123' })).json().message,
    ).toBe('Your card number is incorrect.');
    expect(
      (await send({ number: '4242424242424242', expiry: '01/20', cvc: '123' })).json().message,
    ).toBe('Your card has expired.');
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.providerPaymentId, body.paymentIntentId));
    expect(order?.fulfilledAt).toBeNull();
  });
});

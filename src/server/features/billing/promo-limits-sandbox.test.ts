import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, profiles, promoCodes } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent, sandboxConfirm, testCard } from '#server/testing/checkout.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

/**
 * The sandbox's codes live in our own promo_codes table and its payments are fulfilled by its
 * card form, not a webhook: racing payments there keep a code's limits too (decision 0028).
 */
let t: TestApp;
const CAP = 2;
const BUYERS = 4;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(promoCodes).values([
    { code: 'SANDRUSH', percentOff: 25, maxRedemptions: CAP },
    { code: 'SANDHELLO', percentOff: 30, firstTimeOnly: true },
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;
let n = 0;
async function buyer() {
  const email = `sandbox-race-${++n}@example.com`;
  return { email, ...(await signUpAndIn(t, email, 'Sam')) };
}
/** Opens a blueprint payment with the code, then pays it with the sandbox's good card. */
const startPayment = (b: { email: string; id: string }, promoCode: string) =>
  blueprintIntent(t, b.email, b.id, promoCode);
const pay = (intent: { paymentIntentId: string; clientSecret: string }) =>
  sandboxConfirm(t, {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    card: testCard('4242 4242 4242 4242'),
  });
async function raceToPay(started: Awaited<ReturnType<typeof startPayment>>[]) {
  expect(started.map((r) => r.statusCode)).toEqual(started.map(() => 200));
  const confirmed = await Promise.all(started.map((r) => pay(r.json())));
  expect(confirmed.map((r) => r.statusCode)).toEqual(started.map(() => 200));
}
const ordersWith = (code: string) => db().select().from(orders).where(eq(orders.promoCode, code));

describe('promotion limits at fulfilment in the sandbox', () => {
  it(`grants a code capped at ${CAP} to exactly ${CAP} of ${BUYERS} racing payments`, async () => {
    const buyers: Awaited<ReturnType<typeof buyer>>[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await buyer());
    await raceToPay(await Promise.all(buyers.map((b) => startPayment(b, 'SANDRUSH'))));

    const rows = await ordersWith('SANDRUSH');
    expect(rows.filter((o) => o.fulfilledAt && o.status === 'paid')).toHaveLength(CAP);
    expect(rows.filter((o) => !o.fulfilledAt && o.status === 'refunded')).toHaveLength(
      BUYERS - CAP,
    );
    const [code] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'SANDRUSH'));
    expect(code!.redemptions).toBe(CAP);
    const premium = await db().select().from(profiles).where(eq(profiles.blueprintPurchased, true));
    expect(premium.filter((p) => buyers.some((b) => b.id === p.id))).toHaveLength(CAP);
  });

  it('grants a first-purchase code to one of two payments a new member makes at once', async () => {
    const b = await buyer();
    await raceToPay(
      await Promise.all([startPayment(b, 'SANDHELLO'), startPayment(b, 'SANDHELLO')]),
    );

    const rows = await ordersWith('SANDHELLO');
    expect(rows.filter((o) => o.fulfilledAt)).toHaveLength(1);
    expect(rows.filter((o) => !o.fulfilledAt)).toMatchObject([{ status: 'refunded' }]);
    const [member] = await db().select().from(profiles).where(eq(profiles.id, b.id));
    // Premium once, and only what the granted payment cost is counted as spent.
    expect(member).toMatchObject({ blueprintPurchased: true, totalSpent: 4193 });
  });
});

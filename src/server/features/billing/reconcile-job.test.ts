import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '#server/db/connect.js';
import { orders, paymentEvents, profiles } from '#server/db/schema.js';
import { createPaymentsPort, type PaymentsPort } from '#server/platform/payments/index.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { blueprintIntent } from '#server/testing/checkout.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { createReconcilePass, startReconcileJob } from './reconcile-job.js';

let t: TestApp;
let sandbox: PaymentsPort;
beforeAll(async () => {
  t = await createTestApp();
  sandbox = createPaymentsPort({
    db: t.database.db,
    stripe: undefined,
    secret: t.config.authSecret,
  });
});
afterAll(() => t.close());

/** The test database, with receipts into its outbox. */
const receipted = () => ({
  db: t.database.db,
  receipts: { mail: t.mail, appUrl: t.config.appUrl },
});
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });
const profileOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;
const orderOf = async (paymentIntentId: string) =>
  (
    await t.database.db.select().from(orders).where(eq(orders.providerPaymentId, paymentIntentId))
  )[0]!;

/** A blueprint the provider reports as paid whose webhook never arrived (the sandbox reads providerStatus). */
async function paidWithoutWebhook(name: string) {
  const email = `${name}@example.com`;
  const { id } = await signUpAndIn(t, email, name);
  const res = await blueprintIntent(t, email, id);
  const { paymentIntentId } = res.json();
  await t.database.db
    .update(orders)
    .set({ providerStatus: 'succeeded' })
    .where(eq(orders.providerPaymentId, paymentIntentId));
  return { userId: id, paymentIntentId };
}

/** The sandbox port, counting how often the provider is asked about a payment. */
function countingSandbox() {
  const asked = vi.fn(sandbox.retrievePaymentIntent.bind(sandbox));
  return { payments: { ...sandbox, retrievePaymentIntent: asked }, asked };
}

describe('the reconciliation job (docs/security-rules.md, rule 16)', () => {
  it('one pass fulfils a paid order whose webhook was lost; a second pass changes nothing', async () => {
    const { userId, paymentIntentId } = await paidWithoutWebhook('lost-webhook');
    expect((await profileOf(userId)).plan).toBe('Free');
    const log = quietLog();
    const pass = createReconcilePass({ ...receipted(), payments: sandbox, log });

    await pass();
    const profile = await profileOf(userId);
    expect(profile).toMatchObject({ plan: 'Premium', blueprintPurchased: true, totalSpent: 5990 });
    const order = await orderOf(paymentIntentId);
    expect(order).toMatchObject({ status: 'paid', fulfilledAt: expect.any(Date) });
    const events = await t.database.db.select().from(paymentEvents);

    await pass();
    expect(await profileOf(userId)).toEqual(profile);
    expect(await orderOf(paymentIntentId)).toEqual(order);
    expect(await t.database.db.select().from(paymentEvents)).toEqual(events);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('runs on its timer, and stop ends it after the pass in flight', async () => {
    const { userId } = await paidWithoutWebhook('timer');
    // An unpaid checkout stays pending, so every pass asks the provider about it again.
    const email = 'unpaid@example.com';
    const unpaid = await signUpAndIn(t, email, 'Unpaid');
    await blueprintIntent(t, email, unpaid.id);
    const { payments, asked } = countingSandbox();
    const stop = startReconcileJob({
      ...receipted(),
      payments,
      log: quietLog(),
      firstRunMs: 0,
      intervalMs: 20,
    });
    await vi.waitFor(async () => expect((await profileOf(userId)).plan).toBe('Premium'), {
      timeout: 5_000,
    });
    await vi.waitFor(() => expect(asked.mock.calls.length).toBeGreaterThan(3), { timeout: 5_000 });
    await stop();
    const calls = asked.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.mock.calls.length).toBe(calls);
  });

  it('never runs two passes at once: a pass called during another joins it', async () => {
    const { userId } = await paidWithoutWebhook('overlap');
    const { payments, asked } = countingSandbox();
    const pending = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'pending'), isNull(orders.fulfilledAt)));
    const pass = createReconcilePass({ ...receipted(), payments, log: quietLog() });
    await Promise.all([pass(), pass(), pass()]);
    expect(asked).toHaveBeenCalledTimes(pending.length);
    expect((await profileOf(userId)).plan).toBe('Premium');
  });

  it('logs a failing pass and never throws, so the server keeps running', async () => {
    const log = quietLog();
    const brokenDb = {
      select: () => {
        throw new Error('database restarting');
      },
    } as unknown as Db;
    await expect(
      createReconcilePass({ ...receipted(), db: brokenDb, payments: sandbox, log })(),
    ).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      'payment reconciliation pass failed',
    );

    // A provider failure for one order is logged, and the pass goes on.
    await paidWithoutWebhook('provider-down');
    const down = {
      ...sandbox,
      retrievePaymentIntent: () => Promise.reject(new Error('provider down')),
    };
    await createReconcilePass({ ...receipted(), payments: down, log })();
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: expect.any(String) }),
      'reconcile failed',
    );
  });
});

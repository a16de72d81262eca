import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPurchasesApi, purchasesApi } from '#shared/contracts/purchases.js';
import { auditLog, orders, profiles } from '#server/db/schema.js';
import { createSandboxPayments } from '#server/platform/payments/sandbox.js';
import { lastMail, signUpAndIn } from '#server/testing/accounts.js';
import type { CallOptions } from '#server/testing/call.js';
import { buyBlueprint, buyPlan } from '#server/testing/checkout.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { createReconcilePass } from './reconcile-job.js';

/** The 30-day money-back guarantee on the sandbox: member and admin refunds (decision 0033). */
let t: TestApp;
let asAdmin: CallOptions & { id: string };
beforeAll(async () => {
  t = await createTestApp();
  asAdmin = await signUpAndIn(t, 'refund-admin@example.com', 'Ada Admin', 'admin');
});
afterAll(() => t.close());

const db = () => t.database.db;
const profileOf = async (id: string) =>
  (await db().select().from(profiles).where(eq(profiles.id, id)))[0]!;
const orderOf = async (paymentIntentId: string) =>
  (await db().select().from(orders).where(eq(orders.providerPaymentId, paymentIntentId)))[0]!;
const purchases = (cookie: string) => t.call(purchasesApi.list, {}, { cookie });
const refund = (cookie: string, id: string, reason: string | null = null) =>
  t.call(purchasesApi.refund, { params: { id }, body: { reason } }, { cookie });

async function blueprintBuyer(name: string) {
  const email = `${name}@example.com`;
  const member = await signUpAndIn(t, email, name);
  const paymentIntentId = await buyBlueprint(t, email, member.id);
  return { ...member, email, paymentIntentId, orderId: (await orderOf(paymentIntentId)).id };
}

describe('the money-back guarantee', () => {
  it('refunds the Blueprint in full: Premium goes, a refund receipt is mailed, once', async () => {
    const rae = await blueprintBuyer('rae');
    expect((await profileOf(rae.id)).plan).toBe('Premium');
    const [listed] = (await purchases(rae.cookie)).json().purchases;
    expect(listed).toMatchObject({ id: rae.orderId, amountCents: 5990, refund: null });
    const window = Date.parse(listed!.refundableUntil) - Date.parse(listed!.paidAt);
    expect(window).toBe(30 * 24 * 3600 * 1000);

    const res = await refund(rae.cookie, rae.orderId, '  Not for me  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      refundPending: false,
      refund: { by: 'member', reason: 'Not for me' },
    });
    expect(await profileOf(rae.id)).toMatchObject({
      plan: 'Free',
      blueprintPurchased: false,
      totalSpent: 0,
    });
    const mail = await lastMail(t, rae.email);
    expect(mail).toMatchObject({
      kind: 'refund-receipt',
      subject: 'Your Right One refund: $59.90',
    });
    expect(mail!.text).toContain('money-back guarantee');
    expect(mail!.text).toContain(rae.orderId);

    const again = await refund(rae.cookie, rae.orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'ALREADY_REFUNDED' } });
    expect((await lastMail(t, rae.email))!.id).toBe(mail!.id);
  });

  it('refunds a plan: it is canceled and its unused connections removed', async () => {
    const { id, cookie } = await signUpAndIn(t, 'plan-refund@example.com', 'Pia');
    const paymentIntentId = await buyPlan(t, cookie, 'popular');
    expect(await profileOf(id)).toMatchObject({ subscriptionStatus: 'active', matchesCount: 5 });
    const res = await refund(cookie, (await orderOf(paymentIntentId)).id);
    expect(res.statusCode).toBe(200);
    expect(await profileOf(id)).toMatchObject({ subscriptionStatus: 'canceled', matchesCount: 0 });
    expect(await orderOf(paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundedBy: 'member',
    });
    expect((await lastMail(t, 'plan-refund@example.com'))!.text).toContain('will not bill you');
  });

  it("answers 404 for another member's purchase or no purchase, and changes nothing", async () => {
    const owner = await blueprintBuyer('owner');
    const other = await signUpAndIn(t, 'other@example.com', 'Otto');
    for (const id of [owner.orderId, 'not-an-order', '00000000-0000-4000-8000-000000000000']) {
      const res = await refund(other.cookie, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect(await orderOf(owner.paymentIntentId)).toMatchObject({
      status: 'paid',
      refundRequestedAt: null,
    });
    expect((await profileOf(owner.id)).plan).toBe('Premium');
  });

  it('refuses a purchase older than 30 days; an admin refunds it anyway, audited', async () => {
    const old = await blueprintBuyer('old');
    const paidAt = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await db().update(orders).set({ fulfilledAt: paidAt }).where(eq(orders.id, old.orderId));
    const res = await refund(old.cookie, old.orderId);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'REFUND_WINDOW_ENDED' } });
    expect(await orderOf(old.paymentIntentId)).toMatchObject({
      status: 'paid',
      refundRequestedAt: null,
    });

    const byAdmin = await t.call(
      adminPurchasesApi.refund,
      { params: { id: old.id, orderId: old.orderId }, body: { reason: 'Goodwill' } },
      asAdmin,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect((await profileOf(old.id)).plan).toBe('Free');
    const listed = await t.call(adminPurchasesApi.list, { params: { id: old.id } }, asAdmin);
    expect(listed.json().purchases).toMatchObject([
      { id: old.orderId, refund: { by: 'admin', reason: 'Goodwill' } },
    ]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.refund'), eq(auditLog.targetId, old.id)));
    expect(audit).toMatchObject([{ actorId: asAdmin.id, meta: { orderId: old.orderId } }]);
    expect((await lastMail(t, old.email))!.text).toContain('by our team');

    const twice = await t.call(
      adminPurchasesApi.refund,
      { params: { id: old.id, orderId: old.orderId }, body: {} },
      asAdmin,
    );
    expect(twice.statusCode).toBe(409);
  });

  it("an admin's refund names the member: another member's id answers 404", async () => {
    const mia = await blueprintBuyer('mia');
    const res = await t.call(
      adminPurchasesApi.refund,
      { params: { id: asAdmin.id, orderId: mia.orderId }, body: {} },
      asAdmin,
    );
    expect(res.statusCode).toBe(404);
    expect((await profileOf(mia.id)).plan).toBe('Premium');
  });

  it('a refund recorded but never finished (a crash) is finished by the reconciliation pass', async () => {
    const kit = await blueprintBuyer('kit');
    const asked = new Date(Date.now() - 5 * 60_000);
    await db()
      .update(orders)
      .set({ refundRequestedAt: asked, refundedBy: 'member' })
      .where(eq(orders.id, kit.orderId));
    expect((await purchases(kit.cookie)).json().purchases[0]).toMatchObject({
      refundPending: true,
    });
    const warnings: object[] = [];
    const log = { warn: (o: object) => warnings.push(o), error: (o: object) => warnings.push(o) };
    const pass = createReconcilePass({
      db: db(),
      payments: createSandboxPayments(db(), t.config.authSecret),
      log,
      receipts: { mail: t.mail, appUrl: t.config.appUrl },
    });
    await pass();
    expect(warnings).toEqual([]);
    expect(await orderOf(kit.paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundedBy: 'member',
    });
    expect((await profileOf(kit.id)).plan).toBe('Free');
    expect((await lastMail(t, kit.email))!.kind).toBe('refund-receipt');

    // A request left open when its account was deleted still gives the money back.
    const gone = await blueprintBuyer('gone');
    await db()
      .update(orders)
      .set({ refundRequestedAt: asked, refundedBy: 'member', userId: null })
      .where(eq(orders.id, gone.orderId));
    await pass();
    expect(warnings).toEqual([]);
    expect(await orderOf(gone.paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundedAt: expect.any(Date),
    });
  });
});

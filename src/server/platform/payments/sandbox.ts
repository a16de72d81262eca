import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { promoAmountToCents, type Coupon } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { orders, promoCodes } from '#server/db/schema.js';
import { WebhookSignatureError, type PaymentsPort, type ProviderPromotion } from './port.js';
import { cardOfOrder } from './order-card.js';
import { createSandboxConfirmer } from './sandbox-confirm.js';

const newId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('base64url')}`;

/** Client secrets are signed, so nothing extra is stored and only the checkout holds them. */
export function sandboxSecrets(secret: string) {
  const sign = (intentId: string) =>
    `${intentId}_secret_${createHmac('sha256', secret).update(`sandbox:${intentId}`).digest('base64url')}`;
  return {
    sign,
    verify(intentId: string, clientSecret: string) {
      const expected = Buffer.from(sign(intentId));
      const given = Buffer.from(clientSecret);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A promo code row, if it can be redeemed now. */
export async function findDbPromotion(db: Db, code: string): Promise<ProviderPromotion | null> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.code, code),
        eq(promoCodes.active, true),
        sql`(${promoCodes.expiresAt} IS NULL OR ${promoCodes.expiresAt} > now())`,
        sql`(${promoCodes.maxRedemptions} IS NULL OR ${promoCodes.redemptions} < ${promoCodes.maxRedemptions})`,
      ),
    );
  if (!row) return null;
  const coupon: Coupon =
    row.percentOff !== null
      ? { percentOff: row.percentOff }
      : { amountOffCents: promoAmountToCents(row.amountOffCents ?? 0) };
  return {
    promotionCodeId: `promo_sb_${row.id}`,
    code: row.code,
    coupon,
    appliesTo: row.appliesTo as ProviderPromotion['appliesTo'],
    limits: {
      maxRedemptions: row.maxRedemptions,
      expiresAt: row.expiresAt,
      firstTimeOnly: row.firstTimeOnly,
    },
  };
}

/**
 * The built-in provider: intents and subscriptions are our own order rows, test cards decide
 * the outcome, and a success produces the same events a Stripe webhook would.
 */
export function createSandboxPayments(db: Db, secret: string): PaymentsPort {
  const secrets = sandboxSecrets(secret);
  const intent = () => {
    const paymentIntentId = newId('pi');
    return {
      paymentIntentId,
      clientSecret: secrets.sign(paymentIntentId),
      status: 'requires_payment_method',
    };
  };
  return {
    provider: 'sandbox',
    publishableKey: null,
    findPromotion: (code) => findDbPromotion(db, code),
    ensureCustomer: async (user) => `cus_sb_${user.id}`,
    createPaymentIntent: async () => intent(),
    async retrievePaymentIntent(paymentIntentId) {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.providerPaymentId, paymentIntentId), eq(orders.provider, 'sandbox')));
      if (!order) return null;
      return {
        paymentIntentId,
        status: order.providerStatus ?? 'requires_payment_method',
        amountCents: order.amountCents,
        currency: order.currency,
        card: cardOfOrder(order),
      };
    },
    createSubscription: async () => ({ ...intent(), subscriptionId: newId('sub') }),
    // The sandbox has no renewals to stop: the order row records the choice.
    cancelAtPeriodEnd: async () => undefined,
    // Nothing renews in the sandbox; the account's orders go with it.
    cancelNow: async () => undefined,
    async cancelPayment(paymentIntentId) {
      // One statement: a confirmation running at the same moment either paid first or is refused.
      const stopped = await db
        .update(orders)
        .set({ status: 'canceled', providerStatus: 'canceled', updatedAt: new Date() })
        .where(
          and(
            eq(orders.providerPaymentId, paymentIntentId),
            eq(orders.provider, 'sandbox'),
            sql`${orders.providerStatus} IS DISTINCT FROM 'succeeded'`,
          ),
        )
        .returning({ id: orders.id });
      const [paid] = stopped.length
        ? []
        : await db
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.providerPaymentId, paymentIntentId));
      return paid ? 'succeeded' : 'canceled';
    },
    // No money moves in the sandbox: the order row, marked refunded by billing, is the record.
    refundPayment: async () => undefined,
    async listCards(_customerId, userId) {
      const paid = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.provider, 'sandbox'),
            eq(orders.providerStatus, 'succeeded'),
            isNotNull(orders.cardLast4),
          ),
        )
        .orderBy(desc(orders.createdAt));
      const seen = new Set<string>();
      return paid.flatMap((o) => {
        const key = `${o.cardLast4}/${o.cardExpMonth}/${o.cardExpYear}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ id: `pm_sb_${o.id}`, ...cardOfOrder(o)! }];
      });
    },
    holdsClientSecret: (intentId, clientSecret) =>
      Promise.resolve(secrets.verify(intentId, clientSecret)),
    verifyWebhook: () =>
      Promise.reject(
        new WebhookSignatureError(
          'Webhooks come from Stripe; the sandbox delivers its events itself.',
        ),
      ),
    sandbox: createSandboxConfirmer(db, (intentId, clientSecret) =>
      secrets.verify(intentId, clientSecret),
    ),
  };
}

import { eq, sql } from 'drizzle-orm';
import { formatCents } from '#shared/domain/pricing.js';
import { paths } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { orders, promoCodes } from '#server/db/schema.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';
import type { PaymentsPort } from '#server/platform/payments/index.js';
import { moneyReturned, type MemberOrder } from './order-lock.js';
import { overLimit, type OverLimit, type RaceableLimits } from './promotion-limits.js';
import { withProvider } from './provider-calls.js';
import { buyerOf, productName, type Receipts } from './receipt-mail.js';

/**
 * What redeeming a code at fulfilment needs: the code's limits as read before the transaction
 * began, the provider that refunds, and the outbox that tells the buyer.
 */
export interface Redeeming {
  limits: RaceableLimits | null;
  payments: PaymentsPort;
  receipts: Receipts;
}

/** What the buyer is told: why the payment was not kept, and what they can do now. */
const EXPLAINED: Record<OverLimit, (code: string) => [string, string]> = {
  used_up: (code) => [
    `the promo code ${code} ran out while you were paying: its last uses went to payments completed a moment before yours.`,
    'You are welcome to buy it again, at the regular price or with another code.',
  ],
  not_first_purchase: (code) => [
    `the promo code ${code} is for a first purchase only, and another payment of yours was completed a moment before this one.`,
    'Your other payment, and what it bought, stay as they are.',
  ],
};

async function queueRefundMail(tx: Db, receipts: Receipts, order: MemberOrder, why: OverLimit) {
  const buyer = await buyerOf(tx, order.userId);
  if (!buyer) return;
  const amount = formatCents(order.amountCents);
  const [reason, next] = EXPLAINED[why](order.promoCode ?? 'you used');
  await receipts.mail.enqueue(
    buttonMail(
      'promo-refund',
      buyer.email,
      `Your Right One payment of ${amount} was refunded`,
      [
        `Hi ${buyer.firstName}, ${reason}`,
        `So we did not keep this payment: the ${amount} for the ${productName(order)} has been refunded to your card in full, and nothing was added to your account for it. Banks usually show a refund within 5 to 10 business days.`,
        ...(order.kind === 'subscription'
          ? ['This plan was not started and will not bill you.']
          : []),
        next,
      ],
      'Open your dashboard',
      receipts.appUrl + paths.dashboard,
    ),
    tx,
  );
}

/**
 * A payment over its code's limits (decision 0028): the money goes back in full, a plan's
 * subscription ends so it never renews, nothing is granted, and the buyer is told why. The
 * provider is asked inside the fulfilment transaction, first: while it cannot refund, nothing is
 * recorded, the event fails and the provider sends it again (both calls are safe to repeat).
 */
async function refuseOverLimit(
  tx: Db,
  { payments, receipts }: Redeeming,
  order: MemberOrder,
  why: OverLimit,
) {
  await withProvider(() => payments.refundPayment(order.providerPaymentId!, 'promo limit reached'));
  if (order.providerSubscriptionId)
    await withProvider(() => payments.cancelNow(order.providerSubscriptionId!));
  await tx
    .update(orders)
    .set({ status: 'refunded', providerStatus: 'refunded', updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await queueRefundMail(tx, receipts, order, why);
}

/**
 * Was this order refused over its code's limits (refuseOverLimit above)? Only a refusal returns
 * the money of an order with a code before anything was granted and leaves it its member: an
 * account's closing, the other way (moneyReturned), leaves it without one.
 */
export const refusedOverLimit = (order: typeof orders.$inferSelect) =>
  moneyReturned(order) && order.promoCode !== null && order.userId !== null;

/**
 * Takes the order's use of its code, or refuses the payment over the code's limits (decision
 * 0028); false when refused. Fulfilment calls it last, so only a payment about to be granted can
 * be refused.
 */
export async function redeem(tx: Db, order: MemberOrder, redeeming: Redeeming): Promise<boolean> {
  const over = await overLimit(tx, order, redeeming.limits);
  if (over) {
    await refuseOverLimit(tx, redeeming, order, over);
    return false;
  }
  // The sandbox's own count, which its checkout reads (Stripe's codes have no row here).
  if (order.promoCode)
    await tx
      .update(promoCodes)
      .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
      .where(eq(promoCodes.code, order.promoCode));
  return true;
}

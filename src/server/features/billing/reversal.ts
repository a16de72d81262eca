import { eq } from 'drizzle-orm';
import { planById, type PlanId } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { orders } from '#server/db/schema.js';
import type { PaymentEvent } from '#server/platform/payments/index.js';
import { revokeBlueprint, setSubscriptionStatus, takeBackMatchCredits } from '../profiles/index.js';
import { lockOrder, type MemberOrder } from './order-lock.js';
import type { Receipts } from './receipt-mail.js';
import { queueRefundReceipt } from './refund-mail.js';

type Reversal = Extract<PaymentEvent, { type: 'payment.reversed' }>;

/**
 * The one way a granted purchase is taken back, whoever gave the money back (its buyer under the
 * money-back guarantee, an admin, the provider's dashboard) or the bank took it (a dispute): once,
 * on the order locked by the caller. A blueprint takes Premium with it; a plan's first month takes
 * its connections and ends the plan. A refund is receipted by mail in the same transaction.
 * False when there was nothing left to take back (already reversed, or never granted).
 */
export async function reversePurchase(
  tx: Db,
  order: MemberOrder,
  how: Reversal['reason'],
  receipts: Receipts,
): Promise<boolean> {
  if (order.status === 'refunded' || !order.fulfilledAt) return false;
  const now = new Date();
  // A refund we asked for keeps who asked; any other came from the provider's side.
  const refundedBy = order.refundRequestedAt ? order.refundedBy : 'provider';
  await tx
    .update(orders)
    .set({
      status: 'refunded',
      providerStatus: how === 'dispute' ? 'disputed' : 'refunded',
      refundedAt: now,
      refundedBy,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  if (order.kind === 'blueprint') {
    await revokeBlueprint(tx, order.userId, order.amountCents, now);
  } else {
    await takeBackMatchCredits(tx, order.userId, planById(order.productId as PlanId).connections);
    await setSubscriptionStatus(tx, order.userId, 'canceled');
  }
  if (how === 'refund') await queueRefundReceipt(tx, receipts, { ...order, refundedBy }, now);
  return true;
}

/**
 * The provider says the money went back: the purchase is reversed, unless it already was (a
 * refund we made is reported by its `charge.refunded` too, and changes nothing more). The event
 * itself is kept in payment_events like every other.
 */
export async function paymentReversed(
  tx: Db,
  event: Reversal,
  receipts: Receipts,
): Promise<'recorded' | 'unknown_order'> {
  const order = await lockOrder(tx, event);
  if (!order) return 'unknown_order';
  await reversePurchase(tx, order, event.reason, receipts);
  return 'recorded';
}

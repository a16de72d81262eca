import { eq } from 'drizzle-orm';
import { planById, type PlanId } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { lockOrder } from './order-lock.js';
import { orders } from '#server/db/schema.js';
import type { PaymentEvent } from '#server/platform/payments/index.js';
import { revokeBlueprint, setSubscriptionStatus, takeBackMatchCredits } from '../profiles/index.js';

type Reversal = Extract<PaymentEvent, { type: 'payment.reversed' }>;

/**
 * The provider gave the money back (a refund) or the bank took it back (a dispute): what the
 * payment granted is taken back, once, and the order says so. A blueprint takes Premium with
 * it; a plan's first month takes its connections and ends the plan. The event itself is kept in
 * payment_events like every other.
 */
export async function paymentReversed(
  tx: Db,
  event: Reversal,
): Promise<'recorded' | 'unknown_order'> {
  const order = await lockOrder(tx, event);
  if (!order) return 'unknown_order';
  if (order.status === 'refunded' || !order.fulfilledAt) return 'recorded';
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: 'refunded',
      providerStatus: event.reason === 'dispute' ? 'disputed' : 'refunded',
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  if (order.kind === 'blueprint') {
    await revokeBlueprint(tx, order.userId, order.amountCents, now);
  } else {
    await takeBackMatchCredits(tx, order.userId, planById(order.productId as PlanId).connections);
    await setSubscriptionStatus(tx, order.userId, 'canceled');
  }
  return 'recorded';
}

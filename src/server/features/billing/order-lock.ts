import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { orders } from '#server/db/schema.js';

/** An order whose member still has an account (a deleted member's orders keep no owner). */
export type MemberOrder = typeof orders.$inferSelect & { userId: string };

/**
 * An order whose money went back before anything was granted (refused over a promo limit, or its
 * account closing): it is never granted, however late or often its payment is reported.
 */
export const moneyReturned = (order: typeof orders.$inferSelect) =>
  !order.fulfilledAt && order.status === 'refunded';

/**
 * The order a provider event is about, locked for the caller's transaction: two events for one
 * order (a webhook and the success page's check, a refund racing a grant) take turns. An order
 * of a deleted account answers as unknown: there is no one left to grant to or take back from,
 * and the event itself is kept in payment_events.
 */
export async function lockOrder(
  tx: Db,
  by: { paymentIntentId: string } | { subscriptionId: string },
): Promise<MemberOrder | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      'paymentIntentId' in by
        ? eq(orders.providerPaymentId, by.paymentIntentId)
        : eq(orders.providerSubscriptionId, by.subscriptionId),
    )
    .for('update');
  return order?.userId ? { ...order, userId: order.userId } : undefined;
}

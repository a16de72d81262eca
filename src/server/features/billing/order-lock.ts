import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { orders } from '../../db/schema.js';

/**
 * The order a provider event is about, locked for the caller's transaction: two events for one
 * order (a webhook and the success page's check, a refund racing a grant) take turns.
 */
export async function lockOrder(
  tx: Db,
  by: { paymentIntentId: string } | { subscriptionId: string },
): Promise<typeof orders.$inferSelect | undefined> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      'paymentIntentId' in by
        ? eq(orders.providerPaymentId, by.paymentIntentId)
        : eq(orders.providerSubscriptionId, by.subscriptionId),
    )
    .for('update');
  return order;
}

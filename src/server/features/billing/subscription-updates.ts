import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { orders } from '#server/db/schema.js';
import type { PaymentEvent } from '#server/platform/payments/index.js';
import { setSubscriptionStatus } from '../profiles/index.js';
import { lockOrder } from './order-lock.js';

const PROFILE_STATUS: Record<string, 'active' | 'canceled' | 'past_due' | 'incomplete'> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  incomplete: 'incomplete',
  canceled: 'canceled',
  unpaid: 'canceled',
  incomplete_expired: 'canceled',
};

/**
 * The provider changed a subscription (renewal stopped, ended, past due): its order follows, and
 * the profile too when it is the member's newest plan.
 */
export async function subscriptionUpdated(
  tx: Db,
  event: Extract<PaymentEvent, { type: 'subscription.updated' }>,
): Promise<'recorded' | 'unknown_order'> {
  const order = await lockOrder(tx, event);
  if (!order) return 'unknown_order';
  const status = PROFILE_STATUS[event.status];
  await tx
    .update(orders)
    .set({
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      // A refunded order stays refunded: its money went back, which says more than that it ended.
      ...(status === 'canceled' && order.status !== 'refunded' ? { status } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
  // Only the member's newest paid plan speaks for the profile; an old subscription ending does not.
  const [latest] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.kind, 'subscription'),
        isNotNull(orders.fulfilledAt),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  // (The newest paid plan is fulfilled by definition, and a subscription's product is a plan.)
  if (latest?.id === order.id && status) await setSubscriptionStatus(tx, order.userId, status);
  return 'recorded';
}

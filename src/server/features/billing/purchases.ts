import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { MONEY_BACK_DAYS, REFUNDERS, type Purchase } from '#shared/contracts/purchases.js';
import type { Db } from '#server/db/connect.js';
import { orders } from '#server/db/schema.js';
import type { MemberOrder } from './order-lock.js';
import { productName } from './receipt-mail.js';

const DAY_MS = 24 * 3600 * 1000;

/** The last moment a purchase can be given back by its buyer (decision 0033). */
export const refundableUntil = (paidAt: Date) =>
  new Date(paidAt.getTime() + MONEY_BACK_DAYS * DAY_MS);

const refunder = (by: string | null) => REFUNDERS.find((r) => r === by) ?? ('provider' as const);

/** A paid order as Billing and the admin's overview show it. */
export function purchaseView(order: MemberOrder & { fulfilledAt: Date }): Purchase {
  return {
    id: order.id,
    kind: order.kind === 'blueprint' ? 'blueprint' : 'subscription',
    productName: productName(order),
    amountCents: order.amountCents,
    currency: order.currency,
    paidAt: order.fulfilledAt.toISOString(),
    refundableUntil: refundableUntil(order.fulfilledAt).toISOString(),
    refundPending: order.status !== 'refunded' && order.refundRequestedAt !== null,
    refund:
      order.status === 'refunded'
        ? {
            refundedAt: (order.refundedAt ?? order.updatedAt).toISOString(),
            by: refunder(order.refundedBy),
            reason: order.refundReason,
          }
        : null,
  };
}

/** A member's purchases (orders that were paid and granted), newest first. */
export async function listPurchases(db: Db, userId: string, orderId?: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNotNull(orders.fulfilledAt),
        orderId ? eq(orders.id, orderId) : undefined,
      ),
    )
    .orderBy(desc(orders.fulfilledAt));
  return {
    purchases: rows.map((o) => purchaseView({ ...o, userId, fulfilledAt: o.fulfilledAt! })),
  };
}

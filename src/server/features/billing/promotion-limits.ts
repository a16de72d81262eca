import { and, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { orders, promoCodes } from '#server/db/schema.js';
import type {
  PaymentEvent,
  PaymentsPort,
  ProviderPromotion,
} from '#server/platform/payments/index.js';
import type { MemberOrder } from './order-lock.js';
import { withProvider } from './provider-calls.js';

/**
 * The limits that payments running at the same time can overrun, so they are checked again when
 * a payment is fulfilled (decision 0028). Expiry is not: the price quoted at checkout stands.
 */
export type RaceableLimits = Pick<ProviderPromotion['limits'], 'maxRedemptions' | 'firstTimeOnly'>;

/** Why a payment was refused at fulfilment. */
export type OverLimit = 'used_up' | 'not_first_purchase';

/**
 * A code's redemptions: the granted payments that used it. Granted, whatever happened after (as
 * Stripe counts a code's use): a refund, a dispute or a plan that ended gives no use back, and a
 * payment refused at fulfilment was never granted, so it takes none.
 */
export async function redemptionsOf(db: Db, code: string): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.promoCode, code), isNotNull(orders.fulfilledAt)));
  return used?.n ?? 0;
}

/** Was this member ever granted a payment? (A refunded or ended purchase still counts.) */
export async function hasPaidBefore(db: Db, userId: string): Promise<boolean> {
  const [paid] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.fulfilledAt)));
  return (paid?.n ?? 0) > 0;
}

/**
 * The code's limits as they stand now. The sandbox's codes are our own rows, read whatever their
 * state (its findPromotion hides a code once used up, which is the very case to decide). A Stripe
 * code withdrawn since the checkout has no limits to read: its payment is honoured.
 */
async function currentLimits(
  db: Db,
  payments: PaymentsPort,
  code: string,
): Promise<RaceableLimits | null> {
  if (payments.provider === 'sandbox') {
    const [row] = await db
      .select({
        maxRedemptions: promoCodes.maxRedemptions,
        firstTimeOnly: promoCodes.firstTimeOnly,
      })
      .from(promoCodes)
      .where(eq(promoCodes.code, code));
    return row ?? null;
  }
  return (await withProvider(() => payments.findPromotion(code)))?.limits ?? null;
}

/**
 * The limits to check when this event fulfils an order bought with a code, or null when it
 * fulfils nothing of the kind. Asked before the fulfilment transaction opens, so no provider call
 * holds it; an outage fails the event (503) and the provider sends it again.
 */
export async function limitsForEvent(
  db: Db,
  payments: PaymentsPort,
  event: PaymentEvent,
): Promise<RaceableLimits | null> {
  const paying =
    event.type === 'payment.succeeded'
      ? and(eq(orders.providerPaymentId, event.paymentIntentId), eq(orders.kind, 'blueprint'))
      : event.type === 'invoice.paid'
        ? eq(orders.providerSubscriptionId, event.subscriptionId)
        : undefined;
  if (!paying) return null;
  const [order] = await db
    .select({ promoCode: orders.promoCode })
    .from(orders)
    .where(
      and(
        paying,
        isNull(orders.fulfilledAt),
        isNotNull(orders.promoCode),
        ne(orders.status, 'refunded'),
      ),
    );
  return order?.promoCode ? currentLimits(db, payments, order.promoCode) : null;
}

/** Held until the transaction ends: fulfilments of the same code or member take turns. */
const holdLock = (tx: Db, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/**
 * Whether granting this order would overrun its code's limits, decided one fulfilment at a time:
 * the code's lock for its redemptions, the member's for a first purchase, always in that order so
 * two fulfilments never wait on each other. Each count runs after its lock is held, so it sees
 * every grant committed before.
 */
export async function overLimit(
  tx: Db,
  order: MemberOrder,
  limits: RaceableLimits | null,
): Promise<OverLimit | null> {
  if (!order.promoCode || !limits) return null;
  if (limits.maxRedemptions !== null) {
    await holdLock(tx, `promo-code:${order.promoCode}`);
    if ((await redemptionsOf(tx, order.promoCode)) >= limits.maxRedemptions) return 'used_up';
  }
  if (limits.firstTimeOnly) {
    await holdLock(tx, `first-purchase:${order.userId}`);
    if (await hasPaidBefore(tx, order.userId)) return 'not_first_purchase';
  }
  return null;
}

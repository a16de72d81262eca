import { and, eq, isNull } from 'drizzle-orm';
import { planById, type PlanId } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { orders, paymentEvents } from '#server/db/schema.js';
import { cardColumns, type PaymentEvent } from '#server/platform/payments/index.js';
import { assignOnPurchase } from '../concierge/index.js';
import { grantBlueprint, recordPlanPayment } from '../profiles/index.js';
import { queueReceipt } from './receipt-mail.js';
import { lockOrder, moneyReturned, type MemberOrder } from './order-lock.js';
import { paymentReversed } from './reversal.js';
import { limitsForEvent } from './promotion-limits.js';
import { redeem, type Redeeming } from './promo-redemption.js';
import { subscriptionUpdated } from './subscription-updates.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Order = MemberOrder;

export type FulfilmentResult =
  | 'fulfilled'
  | 'duplicate'
  | 'already_fulfilled'
  | 'unknown_order'
  | 'mismatch'
  | 'recorded'
  | 'over_limit';

/** What fulfilment answers through: the outbox (receipts, refund mails) and the provider. */
export type FulfilmentDeps = Omit<Redeeming, 'limits'>;

/** Did the provider take exactly what we priced? (docs/security-rules.md, rule 15) */
const amountMatches = (
  order: Order,
  amountCents: number,
  currency: string,
  expected = order.amountCents,
) => expected === amountCents && order.currency === currency.toLowerCase();

async function blueprintPaid(
  tx: Tx,
  event: Extract<PaymentEvent, { type: 'payment.succeeded' }>,
  fulfilling: Redeeming,
): Promise<FulfilmentResult> {
  const order = await lockOrder(tx, event);
  if (!order) return 'unknown_order';
  // A subscription's first payment is granted by its invoice.paid event; keep the card only.
  if (order.kind === 'subscription') {
    await tx
      .update(orders)
      .set({ ...cardColumns(event.card), updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    return 'recorded';
  }
  if (order.fulfilledAt || moneyReturned(order)) return 'already_fulfilled';
  if (!amountMatches(order, event.amountCents, event.currency)) return 'mismatch';
  if (!(await redeem(tx, order, fulfilling))) return 'over_limit';
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: 'paid',
      providerStatus: 'succeeded',
      fulfilledAt: now,
      updatedAt: now,
      ...cardColumns(event.card),
    })
    .where(eq(orders.id, order.id));
  await grantBlueprint(tx, order.userId, order.amountCents, now);
  await queueReceipt(tx, fulfilling.receipts, order, {
    amountCents: order.amountCents,
    card: event.card,
    first: true,
  });
  return 'fulfilled';
}

async function periodPaid(
  tx: Tx,
  event: Extract<PaymentEvent, { type: 'invoice.paid' }>,
  fulfilling: Redeeming,
): Promise<FulfilmentResult> {
  const order = await lockOrder(tx, event);
  if (!order) return 'unknown_order';
  if (moneyReturned(order)) return 'already_fulfilled';
  // Each paid period (invoice) grants once, whichever event or path reports it.
  const claim = await tx
    .insert(paymentEvents)
    .values({
      id: `invoice:${event.invoiceId}`,
      type: 'invoice.granted',
      payload: { orderId: order.id },
      processedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (!claim.length) return 'already_fulfilled';
  const plan = planById(order.productId as PlanId);
  const first = !order.fulfilledAt;
  // A promo discounts the first month only; every renewal is the plan's full price.
  const expected = first ? order.amountCents : plan.priceCents;
  if (!amountMatches(order, event.amountCents, event.currency, expected)) return 'mismatch';
  if (first && !(await redeem(tx, order, fulfilling))) return 'over_limit';
  const now = new Date();
  await tx
    .update(orders)
    .set({
      status: 'paid',
      providerStatus: 'succeeded',
      fulfilledAt: order.fulfilledAt ?? now,
      currentPeriodEnd: event.periodEnd,
      updatedAt: now,
      ...cardColumns(event.card),
    })
    .where(eq(orders.id, order.id));
  await recordPlanPayment(
    tx,
    order.userId,
    {
      planId: plan.id,
      connections: plan.connections,
      amountCents: event.amountCents,
      periodEnd: event.periodEnd,
      first,
    },
    now,
  );
  // The plan includes a concierge: the first month assigns one (and mails the member); later
  // months keep them, or find one for a member still waiting (decision 0036).
  await assignOnPurchase(tx, fulfilling.receipts, order.userId);
  await queueReceipt(tx, fulfilling.receipts, order, {
    amountCents: event.amountCents,
    card: event.card,
    first,
    periodEnd: event.periodEnd,
  });
  return 'fulfilled';
}

/**
 * Runs one provider event, once: its id is claimed in payment_events in the same transaction
 * as the grant, so the same event delivered ten times at once grants exactly once (docs/security-rules.md
 * row 14). The sandbox and Stripe webhooks both arrive here.
 */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  deps: FulfilmentDeps,
): Promise<FulfilmentResult> {
  const fulfilling = { ...deps, limits: await limitsForEvent(db, deps.payments, event) };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(paymentEvents)
      .values({ id: event.eventId, type: event.type, payload: event })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!claimed.length) return 'duplicate';
    let result: FulfilmentResult;
    if (event.type === 'payment.succeeded') result = await blueprintPaid(tx, event, fulfilling);
    else if (event.type === 'invoice.paid') result = await periodPaid(tx, event, fulfilling);
    else if (event.type === 'subscription.updated') result = await subscriptionUpdated(tx, event);
    else if (event.type === 'payment.reversed')
      result = await paymentReversed(tx, event, fulfilling.receipts);
    else {
      await tx
        .update(orders)
        .set({ providerStatus: 'requires_payment_method', updatedAt: new Date() })
        .where(
          and(eq(orders.providerPaymentId, event.paymentIntentId), isNull(orders.fulfilledAt)),
        );
      result = 'recorded';
    }
    await tx
      .update(paymentEvents)
      .set({ processedAt: new Date() })
      .where(eq(paymentEvents.id, event.eventId));
    return result;
  });
}

import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentStatus, blueprintIntentRequest } from '#shared/contracts/billing.js';
import {
  BLUEPRINT_PRICE_CENTS,
  BLUEPRINT_PRODUCT_ID,
  CURRENCY,
  MINIMUM_CHARGE_CENTS,
  planById,
  type PlanId,
} from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { orders, profiles } from '#server/db/schema.js';
import { type PaymentEvent, type PaymentsPort } from '#server/platform/payments/index.js';
import { refundIfOwnerless } from './account-closing.js';
import { billingErrors } from './errors.js';
import { applyPaymentEvent } from './fulfilment.js';
import { moneyReturned } from './order-lock.js';
import { refusedOverLimit } from './promo-redemption.js';
import { priceWithPromo, toPricing } from './promotions.js';
import { withProvider } from './provider-calls.js';
import type { Receipts } from './receipt-mail.js';

const invalidLink = () =>
  billingErrors.fail(
    'INVALID_PAYMENT_LINK',
    'Invalid Payment Link. Please complete the quiz first to access this page.',
  );

type IntentInput = z.output<typeof blueprintIntentRequest>;

/**
 * The payment link carries an email and a user id: both must name the same real account, and
 * anything else gets the one 'Invalid Payment Link' answer, so the link reveals nothing more.
 */
export async function createBlueprintIntent(db: Db, payments: PaymentsPort, input: IntentInput) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, input.userId));
  if (!profile || profile.email.toLowerCase() !== input.email) throw invalidLink();
  if (profile.blueprintPurchased)
    throw billingErrors.fail(
      'ALREADY_PURCHASED',
      'This account already has the Premium Blueprint. Sign in to see your reports.',
    );
  const { price, promoCode } = await priceWithPromo(db, payments, {
    priceCents: BLUEPRINT_PRICE_CENTS,
    code: input.promoCode,
    product: 'blueprint',
    buyerId: profile.id,
  });
  const [order] = await db
    .insert(orders)
    .values({
      userId: profile.id,
      kind: 'blueprint',
      productId: BLUEPRINT_PRODUCT_ID,
      amountCents: price.amountCents,
      discountCents: price.discountCents,
      promoCode,
      provider: payments.provider,
    })
    .returning();
  try {
    const intent = await withProvider(() =>
      payments.createPaymentIntent({
        orderId: order!.id,
        userId: profile.id,
        customerId: null,
        amountCents: price.amountCents,
        currency: CURRENCY,
        description: 'Premium Blueprint Report',
      }),
    );
    await db
      .update(orders)
      .set({ providerPaymentId: intent.paymentIntentId, providerStatus: intent.status })
      .where(eq(orders.id, order!.id));
    return {
      ...toPricing(price),
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      provider: payments.provider,
      publishableKey: payments.publishableKey,
      promoCode,
    };
  } catch (err) {
    await db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order!.id));
    throw err;
  }
}

type Log = { warn(obj: object, msg: string): void };

/** Runs provider events through fulfilment, logging any that did not add up. */
export async function applyEvents(
  db: Db,
  payments: PaymentsPort,
  events: PaymentEvent[],
  log: Log,
  receipts: Receipts,
) {
  for (const event of events) {
    if (event.type === 'payment.succeeded')
      await refundIfOwnerless(db, payments, event.paymentIntentId, log);
    const result = await applyPaymentEvent(db, event, { receipts, payments });
    if (result === 'mismatch' || result === 'unknown_order' || result === 'over_limit')
      log.warn({ eventId: event.eventId, type: event.type, result }, 'payment event not granted');
  }
}

/**
 * Asks the provider about an unfulfilled one-time payment and fulfils it if it succeeded: the
 * answer to a lost or late webhook (docs/security-rules.md, rule 16). Subscriptions are granted by invoices.
 */
export async function reconcile(
  db: Db,
  payments: PaymentsPort,
  order: typeof orders.$inferSelect,
  log: Log,
  receipts: Receipts,
) {
  if (
    order.fulfilledAt ||
    moneyReturned(order) ||
    order.kind !== 'blueprint' ||
    !order.providerPaymentId ||
    order.provider !== payments.provider
  )
    return;
  const intent = await withProvider(() => payments.retrievePaymentIntent(order.providerPaymentId!));
  if (intent?.status !== 'succeeded') return;
  await applyEvents(
    db,
    payments,
    [
      {
        type: 'payment.succeeded',
        eventId: `retrieve:${intent.paymentIntentId}`,
        paymentIntentId: intent.paymentIntentId,
        amountCents: intent.amountCents,
        currency: intent.currency,
        card: intent.card,
      },
    ],
    log,
    receipts,
  );
}

/**
 * Unfulfilled one-time payments of the last two days, checked with the provider (run
 * periodically). Two days, not longer: every abandoned checkout stays pending, and Stripe itself
 * retries a webhook for three days, so older orders would only cost provider calls.
 */
export async function reconcilePending(
  db: Db,
  payments: PaymentsPort,
  log: Log,
  receipts: Receipts,
) {
  const since = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  const pending = await db
    .select()
    .from(orders)
    .where(
      and(
        isNull(orders.fulfilledAt),
        isNotNull(orders.providerPaymentId),
        eq(orders.kind, 'blueprint'),
        eq(orders.status, 'pending'),
        gt(orders.createdAt, since),
      ),
    );
  for (const order of pending)
    await reconcile(db, payments, order, log, receipts).catch((err: unknown) =>
      log.warn({ err, orderId: order.id }, 'reconcile failed'),
    );
}

/** Who asks for a payment: the signed-in member, and the client secret the checkout held. */
export interface PaymentViewer {
  paymentIntentId: string;
  clientSecret: string | undefined;
  viewerId: string | null;
}

/**
 * A payment as the server knows it, for its buyer only: the member it belongs to, or whoever
 * holds its client secret (a buyer who paid signed out). Anyone else learns nothing, not even
 * that it exists. It is the server's truth for /payment-success: checked with the provider while
 * not yet fulfilled.
 */
export async function paymentStatus(
  db: Db,
  payments: PaymentsPort,
  { paymentIntentId, clientSecret, viewerId }: PaymentViewer,
  log: Log,
  receipts: Receipts,
): Promise<PaymentStatus> {
  const find = () =>
    db
      .select()
      .from(orders)
      .where(eq(orders.providerPaymentId, paymentIntentId))
      .then((rows) => rows[0]);
  let order = await find();
  const isBuyer =
    !!order &&
    ((viewerId !== null && order.userId === viewerId) ||
      (!!clientSecret && (await payments.holdsClientSecret(paymentIntentId, clientSecret))));
  if (!order || !isBuyer) throw billingErrors.fail('NOT_FOUND', 'No such payment.');
  if (!order.fulfilledAt) {
    await reconcile(db, payments, order, log, receipts);
    order = (await find())!;
  }
  const description =
    order.kind === 'blueprint'
      ? 'Blueprint Purchase'
      : `${planById(order.productId as PlanId).name} Concierge Plan`;
  return {
    paymentIntentId,
    status: order.status as PaymentStatus['status'],
    fulfilled: order.fulfilledAt !== null,
    refundReason: refusedOverLimit(order) ? 'promo_limit' : null,
    kind: order.kind as PaymentStatus['kind'],
    productId: order.productId,
    description,
    promoCode: order.promoCode,
    originalCents: order.amountCents + order.discountCents,
    amountCents: order.amountCents,
    discountCents: order.discountCents,
    // Only the minimum rule lands a discounted total exactly on the minimum charge.
    minimumEnforced: order.discountCents > 0 && order.amountCents === MINIMUM_CHARGE_CENTS,
    currency: CURRENCY,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.fulfilledAt?.toISOString() ?? null,
  };
}

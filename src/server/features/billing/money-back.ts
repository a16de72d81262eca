import { and, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Purchase } from '#shared/contracts/purchases.js';
import type { Db } from '#server/db/connect.js';
import { orders } from '#server/db/schema.js';
import { isUuid } from '#server/db/uuid.js';
import type { PaymentsPort } from '#server/platform/payments/index.js';
import { recordAudit } from '../audit/index.js';
import { billingErrors } from './errors.js';
import { lockOrder, type MemberOrder } from './order-lock.js';
import { withProvider } from './provider-calls.js';
import { listPurchases, refundableUntil } from './purchases.js';
import type { Receipts } from './receipt-mail.js';
import { longDate } from './receipt-mail.js';
import { reversePurchase } from './reversal.js';

export interface RefundDeps {
  payments: PaymentsPort;
  receipts: Receipts;
}

/** A refund asked for by the buyer (within the guarantee) or by an admin (any purchase). */
export interface RefundRequest {
  userId: string;
  orderId: string;
  by: 'member' | 'admin';
  actorId: string;
  reason: string | null;
}

const notFound = () => billingErrors.fail('NOT_FOUND', 'There is no such purchase.');
const stillPending = () =>
  billingErrors.fail(
    'PROVIDER_UNAVAILABLE',
    'The payment service is not answering right now. Your refund request is kept and goes through as soon as it answers; there is no need to ask again.',
  );

/**
 * Records the request on the order, locked, before the provider is called (decision 0033): a
 * crash after the provider refunded is then finished by the reconciliation pass. A request already
 * recorded and not yet finished is resumed. Refusals change nothing.
 */
function recordRequest(db: Db, request: RefundRequest): Promise<MemberOrder> {
  if (!isUuid(request.orderId)) throw notFound();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, request.orderId), eq(orders.userId, request.userId)))
      .for('update');
    if (!order?.fulfilledAt || !order.providerPaymentId) throw notFound();
    const found = { ...order, userId: request.userId };
    if (order.status === 'refunded')
      throw billingErrors.fail(
        'ALREADY_REFUNDED',
        `This purchase was already refunded on ${longDate.format(order.refundedAt ?? order.updatedAt)}.`,
      );
    if (order.refundRequestedAt) return found;
    const until = refundableUntil(order.fulfilledAt);
    if (request.by === 'member' && Date.now() > until.getTime())
      throw billingErrors.fail(
        'REFUND_WINDOW_ENDED',
        `The 30-day money-back guarantee for this purchase ended on ${longDate.format(until)}.`,
      );
    const now = new Date();
    const intent = { refundRequestedAt: now, refundedBy: request.by, refundReason: request.reason };
    await tx
      .update(orders)
      .set({ ...intent, updatedAt: now })
      .where(eq(orders.id, order.id));
    if (request.by === 'admin')
      await recordAudit(tx, {
        actorId: request.actorId,
        action: 'admin.refund',
        targetId: request.userId,
        meta: { orderId: order.id, kind: order.kind, amountCents: order.amountCents },
      });
    return { ...found, ...intent };
  });
}

/**
 * Gives the money back at the provider (a plan's subscription ends first, so it never renews),
 * then reverses the purchase. Every step is safe to repeat: Stripe's refund has an idempotency
 * key, and the reversal happens once whether this or the provider's `charge.refunded` webhook
 * gets there first. An order whose account was deleted meanwhile has nothing left to take back:
 * its money still goes back, and the order says so.
 */
async function finishRefund(
  db: Db,
  { payments, receipts }: RefundDeps,
  order: typeof orders.$inferSelect,
) {
  const paymentIntentId = order.providerPaymentId!;
  if (order.kind === 'subscription' && order.providerSubscriptionId)
    await payments.cancelNow(order.providerSubscriptionId);
  const why = order.refundedBy === 'admin' ? 'refunded by an admin' : 'money-back guarantee';
  await payments.refundPayment(paymentIntentId, why);
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, { paymentIntentId });
    if (locked) await reversePurchase(tx, locked, 'refund', receipts);
    else {
      const now = new Date();
      await tx
        .update(orders)
        .set({ status: 'refunded', providerStatus: 'refunded', refundedAt: now, updatedAt: now })
        .where(and(eq(orders.providerPaymentId, paymentIntentId), ne(orders.status, 'refunded')));
    }
  });
}

/** Refunds one purchase in full and takes back what it gave; answers the purchase as it now is. */
export async function refundPurchase(
  db: Db,
  deps: RefundDeps,
  request: RefundRequest,
): Promise<Purchase> {
  const order = await recordRequest(db, request);
  await withProvider(() => finishRefund(db, deps, order), stillPending);
  const { purchases } = await listPurchases(db, request.userId, order.id);
  return purchases[0]!;
}

/** Refund requests older than this are the reconciliation pass's: their request has ended. */
const SETTLE_MS = 60_000;

/**
 * Finishes refunds that were asked for and not completed (a crash, or the provider away), in the
 * reconciliation pass (reconcile-job.ts).
 */
export async function finishRequestedRefunds(
  db: Db,
  deps: RefundDeps,
  log: { warn(obj: object, msg: string): void },
) {
  const open = await db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.refundRequestedAt),
        lt(orders.refundRequestedAt, new Date(Date.now() - SETTLE_MS)),
        ne(orders.status, 'refunded'),
      ),
    );
  for (const order of open)
    await finishRefund(db, deps, order).catch((err: unknown) =>
      log.warn({ err, orderId: order.id }, 'finishing a refund failed'),
    );
}

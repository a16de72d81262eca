import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { orders } from '#server/db/schema.js';
import type { PaymentsPort } from '#server/platform/payments/index.js';
import { billingErrors } from './errors.js';
import { withProvider } from './provider-calls.js';

const closingRefused = () =>
  billingErrors.fail(
    'PROVIDER_UNAVAILABLE',
    'The payment service is not answering, so your payments could not be closed. Nothing was deleted; please try again in a moment.',
  );

/** Runs one provider call of the closing; an outage stops the deletion with nothing lost. */
const atProvider = <T>(work: () => Promise<T>) => withProvider(work, closingRefused);

const markOrder = (db: Db, id: string, status: 'canceled' | 'refunded') =>
  db.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, id));

/**
 * Before an account is deleted, its money is settled at the provider: each subscription ends now,
 * so a deleted member is never billed again, and each one-time payment still open is stopped, so
 * a checkout left open in another tab can no longer take money. One that was paid before it could
 * be stopped (its grant not yet made) is refunded: nobody is left to receive it. A provider that
 * does not answer stops the deletion (503) and nothing is lost; the member tries again.
 */
export async function closePaymentsOf(db: Db, payments: PaymentsPort, userId: string) {
  const open = await db
    .select({
      id: orders.id,
      kind: orders.kind,
      status: orders.status,
      paymentId: orders.providerPaymentId,
      subscriptionId: orders.providerSubscriptionId,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.provider, payments.provider),
        ne(orders.status, 'canceled'),
      ),
    );
  for (const order of open) {
    if (order.kind === 'subscription' && order.subscriptionId) {
      await atProvider(() => payments.cancelNow(order.subscriptionId!));
      await markOrder(db, order.id, 'canceled');
    } else if (order.kind === 'blueprint' && order.status === 'pending' && order.paymentId) {
      const outcome = await atProvider(() => payments.cancelPayment(order.paymentId!));
      if (outcome === 'succeeded')
        await atProvider(() => payments.refundPayment(order.paymentId!, 'account deleted'));
      await markOrder(db, order.id, outcome === 'succeeded' ? 'refunded' : 'canceled');
    }
  }
}

/**
 * A payment that succeeded for an account deleted meanwhile (paid in another tab in the moment
 * the account went): nobody is left to grant it to, so the money goes back. Runs before the event
 * is recorded, so while the provider cannot refund, the webhook fails and the provider retries.
 */
export async function refundIfOwnerless(
  db: Db,
  payments: PaymentsPort,
  paymentIntentId: string,
  log: { warn(obj: object, msg: string): void },
) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.providerPaymentId, paymentIntentId),
        eq(orders.provider, payments.provider),
        isNull(orders.userId),
        ne(orders.status, 'refunded'),
      ),
    );
  if (!order) return;
  await atProvider(() => payments.refundPayment(paymentIntentId, 'account deleted'));
  await markOrder(db, order.id, 'refunded');
  log.warn({ orderId: order.id }, 'refunded a payment made for a deleted account');
}

/**
 * Billing's part of deleting an account, once the provider is settled: payment records stay, as
 * the law requires (amounts, dates and provider references, with no owner once the account row
 * goes), but lose the card details.
 */
export const billingLifecycle: MemberLifecycle = {
  owner: 'billing',
  async erase(tx, member) {
    await tx
      .update(orders)
      .set({ cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null })
      .where(eq(orders.userId, member.id));
  },
};

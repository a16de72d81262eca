import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { orders } from '../../db/schema.js';
import { ProviderUnavailableError, type PaymentsPort } from '../../platform/payments/index.js';
import { AppError } from '../../plugins/errors.js';

/**
 * Before an account is deleted: each of its subscriptions is ended at the provider, so a deleted
 * member is never billed again. A provider that does not answer stops the deletion (503) and
 * nothing is lost; the admin tries again.
 */
export async function endSubscriptionsOf(db: Db, payments: PaymentsPort, userId: string) {
  const live = await db
    .select({ id: orders.id, subscriptionId: orders.providerSubscriptionId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, 'subscription'),
        eq(orders.provider, payments.provider),
        isNotNull(orders.providerSubscriptionId),
        ne(orders.status, 'canceled'),
      ),
    );
  for (const order of live) {
    try {
      await payments.cancelNow(order.subscriptionId!);
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
      throw new AppError(
        503,
        'PROVIDER_UNAVAILABLE',
        'The payment service is not answering, so the subscription could not be stopped. Nothing was deleted; please try again in a moment.',
      );
    }
    await db
      .update(orders)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  }
}

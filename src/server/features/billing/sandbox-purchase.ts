import { randomUUID } from 'node:crypto';
import {
  BLUEPRINT_PRICE_CENTS,
  BLUEPRINT_PRODUCT_ID,
  planById,
  type PlanId,
} from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { orders } from '#server/db/schema.js';
import { grantBlueprint, recordPlanPayment } from '../profiles/index.js';

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A purchase already paid on the built-in test payments, as the demo world's members made them:
 * the paid order (what billing, the admin overview and the member's plan card read) and its grant,
 * in one transaction. Never used with Stripe: only demo mode, which production refuses, calls it.
 */
export async function recordSandboxPurchase(
  db: Db,
  userId: string,
  product: 'blueprint' | PlanId,
  paidAt: Date,
) {
  const plan = product === 'blueprint' ? null : planById(product);
  const amountCents = plan ? plan.priceCents : BLUEPRINT_PRICE_CENTS;
  const periodEnd = plan ? new Date(paidAt.getTime() + MONTH_MS) : null;
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      userId,
      kind: plan ? 'subscription' : 'blueprint',
      productId: plan ? plan.id : BLUEPRINT_PRODUCT_ID,
      amountCents,
      status: 'paid',
      provider: 'sandbox',
      providerPaymentId: `demo_${randomUUID()}`,
      providerSubscriptionId: plan ? `demo_sub_${randomUUID()}` : null,
      providerStatus: plan ? 'active' : 'succeeded',
      currentPeriodEnd: periodEnd,
      fulfilledAt: paidAt,
      createdAt: paidAt,
      updatedAt: paidAt,
    });
    if (!plan) return grantBlueprint(tx, userId, amountCents, paidAt);
    await recordPlanPayment(
      tx,
      userId,
      { planId: plan.id, connections: plan.connections, amountCents, periodEnd, first: true },
      paidAt,
    );
  });
}

import { eq, sql } from 'drizzle-orm';
import type { PlanId } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { profiles } from '#server/db/schema.js';
import { grantMatchCredits } from './credits.js';

/**
 * What a payment changes on a profile (billing calls these inside its fulfilment transaction).
 * Plans and Premium: docs/product-rules.md §4 and §9.
 */

/** The Premium Blueprint was paid: Premium (VIP stays VIP), and the report clock starts once. */
export async function grantBlueprint(tx: Db, userId: string, amountCents: number, now: Date) {
  await tx
    .update(profiles)
    .set({
      plan: sql`CASE WHEN ${profiles.plan} = 'VIP' THEN 'VIP' ELSE 'Premium' END`,
      // The reports unlock 24/48/72 hours after the first upgrade; a repeat purchase does not re-lock them.
      upgradedAt: sql`COALESCE(${profiles.upgradedAt}, ${now})`,
      blueprintPurchased: true,
      blueprintPurchasedAt: now,
      totalSpent: sql`${profiles.totalSpent} + ${amountCents}`,
      lastPaymentDate: now,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
}

/**
 * A blueprint payment was refunded or disputed: Premium goes with it (a VIP stays VIP), and the
 * money no longer counts as spent. The reports' unlock clock is kept for a later purchase.
 */
export async function revokeBlueprint(tx: Db, userId: string, amountCents: number, now: Date) {
  await tx
    .update(profiles)
    .set({
      plan: sql`CASE WHEN ${profiles.plan} = 'VIP' THEN 'VIP' ELSE 'Free' END`,
      blueprintPurchased: false,
      totalSpent: sql`GREATEST(${profiles.totalSpent} - ${amountCents}, 0)`,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
}

export interface PlanPeriod {
  planId: PlanId;
  connections: number;
  amountCents: number;
  periodEnd: Date | null;
  /** The plan's first payment (its start date is kept from then on). */
  first: boolean;
}

/** A plan's month was paid: the plan is active until the period's end and its connections added. */
export async function recordPlanPayment(tx: Db, userId: string, period: PlanPeriod, now: Date) {
  await tx
    .update(profiles)
    .set({
      subscriptionPlan: period.planId,
      subscriptionStatus: 'active',
      matchingPlanType: period.planId,
      ...(period.first ? { matchingPlanPurchasedAt: now } : {}),
      nextBillingDate: period.periodEnd,
      subscriptionAmount: period.amountCents,
      totalSpent: sql`${profiles.totalSpent} + ${period.amountCents}`,
      lastPaymentDate: now,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
  await grantMatchCredits(tx, userId, period.connections);
}

export async function setSubscriptionStatus(
  tx: Db,
  userId: string,
  status: 'active' | 'canceled' | 'past_due' | 'incomplete',
) {
  await tx
    .update(profiles)
    .set({ subscriptionStatus: status, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

/** The payment provider's customer id, kept so saved cards follow the member. */
export async function setPaymentCustomer(db: Db, userId: string, customerId: string) {
  await db.update(profiles).set({ stripeCustomerId: customerId }).where(eq(profiles.id, userId));
}

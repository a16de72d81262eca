import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CurrentPlan,
  SavedCard,
  SubscribeResponse,
  subscribeRequest,
} from '#shared/contracts/billing.js';
import { CURRENCY, planById, type PlanId } from '#shared/domain/pricing.js';
import type { Db } from '#server/db/connect.js';
import { orders, profiles } from '#server/db/schema.js';
import type { PaymentsPort } from '#server/platform/payments/index.js';
import type { SessionUser } from '#server/plugins/session.js';
import { billingErrors } from './errors.js';
import { priceWithPromo, toPricing } from './promotions.js';
import { withProvider } from './provider-calls.js';
import { setPaymentCustomer } from '../profiles/index.js';

type Profile = typeof profiles.$inferSelect;

async function profileOf(db: Db, userId: string): Promise<Profile> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw billingErrors.fail('NOT_FOUND', 'Profile not found.');
  return profile;
}

/** The member's newest paid plan order, if any. */
async function latestPlanOrder(db: Db, userId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, 'subscription'),
        isNotNull(orders.fulfilledAt),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order;
}

/** The provider's customer id for this member, stored for Stripe (the sandbox derives its own). */
async function customerFor(db: Db, payments: PaymentsPort, profile: Profile): Promise<string> {
  const stored = payments.provider === 'stripe' ? profile.stripeCustomerId : null;
  const customerId = await withProvider(() =>
    payments.ensureCustomer({
      id: profile.id,
      email: profile.email,
      name: profile.fullName,
      customerId: stored,
    }),
  );
  if (payments.provider === 'stripe' && customerId !== stored)
    await setPaymentCustomer(db, profile.id, customerId);
  return customerId;
}

export async function currentPlan(db: Db, userId: string): Promise<CurrentPlan> {
  const profile = await profileOf(db, userId);
  const order = await latestPlanOrder(db, userId);
  if (!order || !profile.subscriptionPlan)
    return { plan: null, matchesCount: profile.matchesCount };
  const plan = planById(order.productId as PlanId);
  return {
    plan: {
      planId: plan.id,
      name: plan.name,
      connections: plan.connections,
      status: (profile.subscriptionStatus ?? 'incomplete') as NonNullable<
        CurrentPlan['plan']
      >['status'],
      // What each coming month costs: a promo discounted the first one only.
      amountCents: plan.priceCents,
      startedAt: order.fulfilledAt?.toISOString() ?? null,
      currentPeriodEnd: order.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: order.cancelAtPeriodEnd,
    },
    matchesCount: profile.matchesCount,
  };
}

/** create-plan-subscription: priced here, paid through the returned intent, granted on invoice.paid. */
export async function subscribe(
  db: Db,
  payments: PaymentsPort,
  user: SessionUser,
  input: z.output<typeof subscribeRequest>,
): Promise<SubscribeResponse> {
  const profile = await profileOf(db, user.id);
  const active = await latestPlanOrder(db, user.id);
  if (profile.subscriptionStatus === 'active' && active && !active.cancelAtPeriodEnd)
    throw billingErrors.fail('ALREADY_SUBSCRIBED', 'You already have an active concierge plan.');
  const plan = planById(input.planId);
  const { price, promoCode } = await priceWithPromo(db, payments, {
    priceCents: plan.priceCents,
    code: input.promoCode,
    product: plan.id,
    buyerId: user.id,
  });
  const customerId = await customerFor(db, payments, profile);
  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      kind: 'subscription',
      productId: plan.id,
      amountCents: price.amountCents,
      discountCents: price.discountCents,
      promoCode,
      provider: payments.provider,
    })
    .returning();
  try {
    const created = await withProvider(() =>
      payments.createSubscription({
        orderId: order!.id,
        userId: user.id,
        customerId,
        planId: plan.id,
        planName: plan.name,
        paymentMethodId: input.paymentMethodId,
        amountCents: price.amountCents,
        monthlyPriceCents: plan.priceCents,
        currency: CURRENCY,
        description: `${plan.name} Concierge Plan`,
      }),
    );
    await db
      .update(orders)
      .set({
        providerPaymentId: created.paymentIntentId,
        providerSubscriptionId: created.subscriptionId,
        providerStatus: created.status,
      })
      .where(eq(orders.id, order!.id));
    return {
      ...toPricing(price),
      paymentIntentId: created.paymentIntentId,
      clientSecret: created.clientSecret,
      subscriptionId: created.subscriptionId,
      customerId,
      planId: plan.id,
      interval: 'month',
      intervalCount: 1,
      provider: payments.provider,
      publishableKey: payments.publishableKey,
      promoCode,
    };
  } catch (err) {
    await db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, order!.id));
    throw err;
  }
}

/** Stops renewal; the paid period runs to its end, credits stay. */
export async function cancelAtPeriodEnd(
  db: Db,
  payments: PaymentsPort,
  userId: string,
): Promise<CurrentPlan> {
  const order = await latestPlanOrder(db, userId);
  if (!order?.providerSubscriptionId || order.status !== 'paid')
    throw billingErrors.fail('NO_PLAN', 'You have no active concierge plan.');
  if (!order.cancelAtPeriodEnd) {
    await withProvider(() => payments.cancelAtPeriodEnd(order.providerSubscriptionId!));
    await db
      .update(orders)
      .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
  }
  return currentPlan(db, userId);
}

export async function savedCards(
  db: Db,
  payments: PaymentsPort,
  userId: string,
): Promise<{ paymentMethods: SavedCard[]; customerId: string | null }> {
  const profile = await profileOf(db, userId);
  // A Stripe customer is only made when paying; the sandbox's customer always exists.
  const customerId =
    payments.provider === 'stripe'
      ? profile.stripeCustomerId
      : await customerFor(db, payments, profile);
  if (!customerId) return { paymentMethods: [], customerId: null };
  const cards = await withProvider(() => payments.listCards(customerId, userId));
  return { paymentMethods: cards.map(({ id, ...card }) => ({ id, card })), customerId };
}

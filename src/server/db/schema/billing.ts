import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { inList, nullOrInList, ts } from './columns.js';

/** What someone asked to buy, priced by the server; fulfilled once per provider payment. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the member deleted their account: the record is kept, without who paid. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    productId: text('product_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    promoCode: text('promo_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    providerSubscriptionId: text('provider_subscription_id'),
    /** The provider's own state of the payment (e.g. requires_action), as last seen. */
    providerStatus: text('provider_status'),
    /** Subscriptions: the paid period's end, and whether it stops renewing then. */
    currentPeriodEnd: ts('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The card that paid (brand, last 4, expiry only), offered again as a saved card. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    fulfilledAt: ts('fulfilled_at'),
    /**
     * A refund we asked for (decision 0033): recorded before the provider is called, so a crash
     * in between is finished by the reconciliation pass; who asked, and their optional reason.
     */
    refundRequestedAt: ts('refund_requested_at'),
    refundedAt: ts('refunded_at'),
    refundedBy: text('refunded_by'),
    refundReason: text('refund_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('orders_kind_check', inList('kind', ['blueprint', 'subscription'])),
    check(
      'orders_status_check',
      inList('status', ['pending', 'paid', 'failed', 'refunded', 'canceled']),
    ),
    check('orders_refunded_by_check', nullOrInList('refunded_by', ['member', 'admin', 'provider'])),
    check('orders_amount_check', sql`amount_cents >= 0 AND discount_cents >= 0`),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_subscription_idx').on(t.providerSubscriptionId),
  ],
);

/** Every provider event we received, keyed by its id, so a repeat is recognised. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
  processedAt: ts('processed_at'),
});

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    appliesTo: text('applies_to').notNull().default('any'),
    active: boolean('active').notNull().default(true),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    expiresAt: ts('expires_at'),
    /** Only for a member who has never paid for anything. */
    firstTimeOnly: boolean('first_time_only').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  () => [
    check('promo_codes_applies_check', inList('applies_to', ['blueprint', 'plan', 'any'])),
    check('promo_codes_discount_check', sql`(percent_off IS NULL) <> (amount_off_cents IS NULL)`),
    check('promo_codes_percent_check', sql`percent_off IS NULL OR percent_off BETWEEN 1 AND 100`),
  ],
);

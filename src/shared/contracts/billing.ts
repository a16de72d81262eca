import { z } from 'zod';
import { emailAddress } from './email-address.js';
import { PLAN_IDS } from '../domain/pricing.js';

/**
 * Billing endpoints (docs/product-rules.md sections 2, 7, 8 and 9). The server prices everything; no amount ever
 * travels from the browser to the server, and only the server grants Premium or credits.
 */

export const paymentProvider = z.enum(['sandbox', 'stripe']);
export const planId = z.enum(PLAN_IDS);
export const promoProduct = z.enum(['blueprint', ...PLAN_IDS]);

/** Promo codes are compared upper-cased and trimmed (docs/product-rules.md §5: plan codes are upper-cased). */
const promoCode = z.string().trim().min(1).max(64).toUpperCase();

/** What a price comes to, as the server computed it. */
export const pricing = z.object({
  originalCents: z.number().int(),
  amountCents: z.number().int(),
  discountCents: z.number().int(),
  /** The total was raised to the minimum charge (docs/product-rules.md §9: minimum_enforced_cents). */
  minimumEnforced: z.boolean(),
  currency: z.literal('usd'),
});
export type Pricing = z.infer<typeof pricing>;

export const coupon = z.object({
  percentOff: z.number().nullable(),
  amountOffCents: z.number().int().nullable(),
});

/** POST /api/billing/promo/validate (validate-promo-code and validate-plan-promo-code). */
export const validatePromoRequest = z.object({ code: promoCode, product: promoProduct });
export const validatePromoResponse = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    promotionCodeId: z.string(),
    coupon,
    description: z.string(),
    pricing,
  }),
  /** Unknown, expired, used up or meant for another product: 'Invalid promo code'. */
  z.object({ valid: z.literal(false), error: z.string() }),
]);
export type ValidatePromoResponse = z.infer<typeof validatePromoResponse>;

/** What the checkout needs to mount a payment form, whichever provider is behind it. */
export const checkoutSession = pricing.extend({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  provider: paymentProvider,
  /** Stripe's publishable key; null in the sandbox. */
  publishableKey: z.string().nullable(),
  promoCode: z.string().nullable(),
});
export type CheckoutSession = z.infer<typeof checkoutSession>;

/** POST /api/billing/blueprint/intent: from the payment link's email and userId. */
export const blueprintIntentRequest = z.object({
  email: emailAddress,
  userId: z.string().trim().min(1).max(100),
  promoCode: promoCode.nullable().default(null),
});
export const blueprintIntentResponse = checkoutSession;

/** Card fields of the sandbox card form (Stripe's test cards). */
export const sandboxCard = z.object({
  number: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Your card number is invalid.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Your card’s expiration date is invalid.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Your card’s security code is invalid.'),
});

/**
 * POST /api/billing/sandbox/confirm (sandbox only): pay with a test card or a saved card, or answer
 * the extra confirmation step that 4000 0025 0000 3155 asks for.
 */
export const sandboxConfirmRequest = z.union([
  z.object({
    paymentIntentId: z.string().max(100),
    clientSecret: z.string().max(200),
    card: sandboxCard,
  }),
  z.object({
    paymentIntentId: z.string().max(100),
    clientSecret: z.string().max(200),
    paymentMethodId: z.string().max(100),
  }),
  z.object({
    paymentIntentId: z.string().max(100),
    clientSecret: z.string().max(200),
    authenticate: z.enum(['complete', 'fail']),
  }),
]);
export const sandboxConfirmResponse = z.object({
  status: z.enum(['succeeded', 'requires_action', 'declined']),
  paymentIntentId: z.string(),
  /** Why it was declined, fit for the user; null otherwise. */
  message: z.string().nullable(),
});
export type SandboxConfirmResponse = z.infer<typeof sandboxConfirmResponse>;

/** GET /api/billing/payments/:paymentIntentId: the server's truth for /payment-success and /plan-success. */
export const paymentStatusResponse = pricing.extend({
  paymentIntentId: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded', 'canceled']),
  /** Premium or the plan's credits were granted for this payment. */
  fulfilled: z.boolean(),
  /**
   * Why a 'refunded' payment was refunded, when it was ours to refuse: 'promo_limit' when its promo
   * code's limit was reached by a payment completed a moment before it (decision 0028), so it was
   * refunded in full and nothing was granted. Null for every other payment.
   */
  refundReason: z.enum(['promo_limit']).nullable(),
  kind: z.enum(['blueprint', 'subscription']),
  productId: z.string(),
  description: z.string(),
  promoCode: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusResponse>;

export const planSchema = z.object({
  id: planId,
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  connections: z.number().int(),
  interval: z.literal('month'),
  intervalCount: z.literal(1),
  badge: z.string().nullable(),
});
/** GET /api/billing/plans (public). */
export const plansResponse = z.object({ plans: z.array(planSchema) });

/** POST /api/billing/plans/subscribe (create-plan-subscription), members only. */
export const subscribeRequest = z.object({
  planId,
  promoCode: promoCode.nullable().default(null),
  /** A saved card to pay with (GET /api/billing/payment-methods); null for a new card. */
  paymentMethodId: z.string().max(100).nullable().default(null),
});
export const subscribeResponse = checkoutSession.extend({
  subscriptionId: z.string(),
  customerId: z.string(),
  planId,
  interval: z.literal('month'),
  intervalCount: z.literal(1),
});
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

/** GET /api/billing/plans/current and POST /api/billing/plans/cancel, members only. */
export const currentPlanResponse = z.object({
  plan: z
    .object({
      planId,
      name: z.string(),
      connections: z.number().int(),
      status: z.enum(['active', 'canceled', 'past_due', 'incomplete']),
      amountCents: z.number().int(),
      startedAt: z.string().nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
  /** -1 locked (no plan yet), 0 used up. */
  matchesCount: z.number().int(),
});
export type CurrentPlan = z.infer<typeof currentPlanResponse>;

export const savedCard = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  }),
});
export type SavedCard = z.infer<typeof savedCard>;
/** GET /api/billing/payment-methods (get-saved-payment-methods), members only. */
export const paymentMethodsResponse = z.object({
  paymentMethods: z.array(savedCard),
  customerId: z.string().nullable(),
});

/** POST /api/billing/webhook answers this to the provider. */
export const webhookResponse = z.object({ received: z.literal(true) });

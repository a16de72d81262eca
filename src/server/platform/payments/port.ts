import type { Coupon, PlanId } from '#shared/domain/pricing.js';

export type ProviderName = 'sandbox' | 'stripe';

export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SavedCardDetails extends CardDetails {
  id: string;
}

export interface ProviderPromotion {
  promotionCodeId: string;
  code: string;
  coupon: Coupon;
  appliesTo: 'blueprint' | 'plan' | 'any';
  /**
   * Limits the provider keeps for the code, which our server enforces itself (a payment intent
   * priced by us never redeems a Stripe promotion code, so Stripe cannot count it).
   */
  limits: { maxRedemptions: number | null; expiresAt: Date | null; firstTimeOnly: boolean };
}

/**
 * Why we give a payment back: its account was deleted before it could be granted, it went over
 * its promo code's limits at fulfilment (decision 0028), its buyer asked under the money-back
 * guarantee, or an admin refunded it (decision 0033). Whoever reads a refund at the provider
 * (support, accounting) tells them apart by it.
 */
export type RefundReason =
  'account deleted' | 'promo limit reached' | 'money-back guarantee' | 'refunded by an admin';

export interface IntentRequest {
  orderId: string;
  userId: string;
  customerId: string | null;
  amountCents: number;
  currency: string;
  description: string;
}

/** `amountCents` is the first month's charge; a promo discounts that month only. */
export interface SubscriptionRequest extends IntentRequest {
  customerId: string;
  /** The plan's monthly price: every renewal charges this. */
  monthlyPriceCents: number;
  planId: PlanId;
  planName: string;
  paymentMethodId: string | null;
}

export interface CreatedPayment {
  paymentIntentId: string;
  clientSecret: string;
  /** The provider's status of the new intent (e.g. requires_payment_method). */
  status: string;
}

/** A payment intent as the provider holds it now. */
export interface IntentSnapshot {
  paymentIntentId: string;
  status: string;
  amountCents: number;
  currency: string;
  card: CardDetails | null;
}

/**
 * What a provider tells us happened, in one shape for Stripe webhooks and the sandbox alike, so
 * the same fulfilment code runs for both. `eventId` is the provider's event id.
 */
export type PaymentEvent =
  | {
      type: 'payment.succeeded';
      eventId: string;
      paymentIntentId: string;
      amountCents: number;
      currency: string;
      card: CardDetails | null;
    }
  | { type: 'payment.failed'; eventId: string; paymentIntentId: string; message: string }
  | {
      type: 'invoice.paid';
      eventId: string;
      invoiceId: string;
      subscriptionId: string;
      amountCents: number;
      currency: string;
      periodEnd: Date;
      card: CardDetails | null;
    }
  | {
      /** The money went back: a full refund, or a dispute (the bank withdrew it). */
      type: 'payment.reversed';
      eventId: string;
      paymentIntentId: string;
      reason: 'refund' | 'dispute';
    }
  | {
      type: 'subscription.updated';
      eventId: string;
      subscriptionId: string;
      status: string;
      cancelAtPeriodEnd: boolean;
      periodEnd: Date | null;
    };

/** An unsigned, stale or tampered webhook. */
export class WebhookSignatureError extends Error {}

/** The provider did not answer (network, timeout, 5xx). */
export class ProviderUnavailableError extends Error {}

export interface PaymentsPort {
  readonly provider: ProviderName;
  readonly publishableKey: string | null;
  /** An active promotion code by its (upper-cased) code, or null. */
  findPromotion(code: string): Promise<ProviderPromotion | null>;
  /** The provider's customer for this account, created on first use. */
  ensureCustomer(user: {
    id: string;
    email: string;
    name: string;
    customerId: string | null;
  }): Promise<string>;
  createPaymentIntent(request: IntentRequest): Promise<CreatedPayment>;
  retrievePaymentIntent(paymentIntentId: string): Promise<IntentSnapshot | null>;
  /** True when `clientSecret` is this intent's: whoever holds it is the one who paid. */
  holdsClientSecret(paymentIntentId: string, clientSecret: string): Promise<boolean>;
  /** A monthly subscription whose first invoice is paid through the returned intent. */
  createSubscription(
    request: SubscriptionRequest,
  ): Promise<CreatedPayment & { subscriptionId: string }>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<void>;
  /** Ends the subscription now (the account is being deleted): no further invoice. */
  cancelNow(subscriptionId: string): Promise<void>;
  /**
   * Stops a one-time payment that was started and not finished (the account is being deleted),
   * so it can no longer be paid. 'succeeded' when it was paid before it could be stopped: the
   * caller gives the money back with `refundPayment`.
   */
  cancelPayment(paymentIntentId: string): Promise<'canceled' | 'succeeded'>;
  /** Gives a whole payment back, tagged with why (the provider's dashboard shows it); safe to repeat. */
  refundPayment(paymentIntentId: string, why: RefundReason): Promise<void>;
  listCards(customerId: string, userId: string): Promise<SavedCardDetails[]>;
  /** Verifies a webhook on its raw body and says what happened; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent[]>;
  /** The sandbox's card form; undefined with Stripe (its Payment Element confirms in the browser). */
  readonly sandbox?: SandboxConfirmer;
}

/** What the sandbox card form sends: a test card, a saved card, or the answer to the extra step. */
export type SandboxAction =
  | { card: { number: string; expiry: string; cvc: string } }
  | { paymentMethodId: string }
  | { authenticate: 'complete' | 'fail' };

export interface SandboxOutcome {
  status: 'succeeded' | 'requires_action' | 'declined';
  message: string | null;
  /** What the sandbox "sends" as webhooks: the caller runs them through fulfilment. */
  events: PaymentEvent[];
}

/** A payment the sandbox cannot take in its current state (e.g. authenticating an ordinary card). */
export class SandboxStateError extends Error {}

export interface SandboxConfirmer {
  /** Null when there is no such sandbox intent or the client secret is wrong. */
  confirm(
    paymentIntentId: string,
    clientSecret: string,
    action: SandboxAction,
  ): Promise<SandboxOutcome | null>;
}

import { timingSafeEqual } from 'node:crypto';
import Stripe from 'stripe';
import type { StripeApiAddress } from '#server/env.js';
import { ProviderUnavailableError, WebhookSignatureError, type PaymentsPort } from './port.js';
import { cardOf, eventsFromStripe } from './stripe-events.js';

export type { StripeApiAddress };

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  api?: StripeApiAddress;
  timeoutMs?: number;
}

/** Compares secrets in constant time, so a guess learns nothing from how long the answer took. */
function sameSecret(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Stripe's network and server failures become one error the routes answer as 503. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (
      err instanceof Stripe.errors.StripeConnectionError ||
      err instanceof Stripe.errors.StripeAPIError
    )
      throw new ProviderUnavailableError(err.message);
    throw err;
  }
}

/** The `code` of a Stripe API error (e.g. resource_missing), if it has one. */
const stripeCode = (err: unknown) => (err as { code?: string } | null)?.code;

/** Stripe through its SDK. Amounts are always the server's own; Stripe only charges them. */
export function createStripePayments(options: StripeOptions): PaymentsPort {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 20_000,
    ...(options.api ?? {}),
  });

  async function ensureProduct(planId: string, name: string): Promise<string> {
    const id = `right_one_plan_${planId}`;
    try {
      await stripe.products.create({ id, name: `Right One ${name} concierge plan` });
    } catch (err) {
      if (!(
        err instanceof Stripe.errors.StripeInvalidRequestError &&
        err.code === 'resource_already_exists'
      ))
        throw err;
    }
    return id;
  }

  return {
    provider: 'stripe',
    publishableKey: options.publishableKey,
    findPromotion: (code) =>
      call(async () => {
        const list = await stripe.promotionCodes.list({
          code,
          active: true,
          limit: 1,
          expand: ['data.promotion.coupon'],
        });
        const promo = list.data[0];
        const coupon = promo?.promotion.coupon;
        if (!promo || !coupon || typeof coupon === 'string' || !coupon.valid) return null;
        const found = {
          promotionCodeId: promo.id,
          code: promo.code,
          appliesTo: 'any' as const,
          limits: {
            maxRedemptions: promo.max_redemptions ?? null,
            expiresAt: promo.expires_at ? new Date(promo.expires_at * 1000) : null,
            firstTimeOnly: promo.restrictions?.first_time_transaction ?? false,
          },
        };
        if (coupon.percent_off !== null)
          return { ...found, coupon: { percentOff: coupon.percent_off } };
        if (coupon.amount_off !== null && (coupon.currency ?? 'usd') === 'usd')
          return { ...found, coupon: { amountOffCents: coupon.amount_off } };
        return null;
      }),
    ensureCustomer: (user) =>
      call(async () => {
        if (user.customerId) return user.customerId;
        const customer = await stripe.customers.create(
          { email: user.email, name: user.name, metadata: { userId: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        );
        return customer.id;
      }),
    createPaymentIntent: (req) =>
      call(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: req.amountCents,
            currency: req.currency,
            description: req.description,
            ...(req.customerId ? { customer: req.customerId } : {}),
            automatic_payment_methods: { enabled: true },
            metadata: { orderId: req.orderId, userId: req.userId },
          },
          { idempotencyKey: `order-${req.orderId}` },
        );
        return {
          paymentIntentId: intent.id,
          clientSecret: intent.client_secret ?? '',
          status: intent.status,
        };
      }),
    retrievePaymentIntent: (id) =>
      call(async () => {
        try {
          const pi = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
          return {
            paymentIntentId: pi.id,
            status: pi.status,
            amountCents: pi.amount_received || pi.amount,
            currency: pi.currency,
            card: cardOf(pi.payment_method),
          };
        } catch (err) {
          if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
            return null;
          throw err;
        }
      }),
    holdsClientSecret: (id, clientSecret) =>
      call(async () => {
        try {
          const pi = await stripe.paymentIntents.retrieve(id);
          return !!pi.client_secret && sameSecret(pi.client_secret, clientSecret);
        } catch (err) {
          if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
            return false;
          throw err;
        }
      }),
    createSubscription: (req) =>
      call(async () => {
        const product = await ensureProduct(req.planId, req.planName);
        // The price is the plan's; a promo is a coupon for the first invoice only, so renewals
        // charge the full price (our server prices the discount, Stripe applies it once).
        const discountCents = req.monthlyPriceCents - req.amountCents;
        const coupon =
          discountCents > 0
            ? await stripe.coupons.create(
                {
                  amount_off: discountCents,
                  currency: req.currency,
                  duration: 'once',
                  max_redemptions: 1,
                  metadata: { orderId: req.orderId },
                },
                { idempotencyKey: `coupon-${req.orderId}` },
              )
            : null;
        const sub = await stripe.subscriptions.create(
          {
            customer: req.customerId,
            items: [
              {
                price_data: {
                  currency: req.currency,
                  product,
                  unit_amount: req.monthlyPriceCents,
                  recurring: { interval: 'month', interval_count: 1 },
                },
              },
            ],
            ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            ...(req.paymentMethodId ? { default_payment_method: req.paymentMethodId } : {}),
            expand: ['latest_invoice.confirmation_secret'],
            metadata: { orderId: req.orderId, userId: req.userId, planId: req.planId },
          },
          { idempotencyKey: `order-${req.orderId}` },
        );
        const invoice = sub.latest_invoice;
        const clientSecret =
          invoice && typeof invoice !== 'string'
            ? invoice.confirmation_secret?.client_secret
            : undefined;
        if (!clientSecret)
          throw new ProviderUnavailableError(
            'Stripe did not return a client secret for the subscription.',
          );
        return {
          subscriptionId: sub.id,
          clientSecret,
          paymentIntentId: clientSecret.split('_secret_')[0]!,
          status: sub.status,
        };
      }),
    cancelAtPeriodEnd: (subscriptionId) =>
      call(
        async () =>
          void (await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })),
      ),
    cancelNow: (subscriptionId) =>
      call(async () => {
        try {
          await stripe.subscriptions.cancel(subscriptionId);
        } catch (err) {
          // Already gone at Stripe (ended, or canceled from its dashboard): nothing to stop.
          if (stripeCode(err) !== 'resource_missing') throw err;
        }
      }),
    cancelPayment: (paymentIntentId) =>
      call(async () => {
        try {
          await stripe.paymentIntents.cancel(paymentIntentId, {
            cancellation_reason: 'abandoned',
          });
          return 'canceled';
        } catch (err) {
          if (stripeCode(err) === 'resource_missing') return 'canceled';
          if (stripeCode(err) !== 'payment_intent_unexpected_state') throw err;
        }
        // Already canceled, or paid (or still being paid) before the cancel reached Stripe.
        const { status } = await stripe.paymentIntents.retrieve(paymentIntentId);
        if (status === 'canceled') return 'canceled';
        if (status === 'succeeded') return 'succeeded';
        throw new ProviderUnavailableError(`The payment is ${status}; it can be settled shortly.`);
      }),
    refundPayment: (paymentIntentId, why) =>
      call(async () => {
        try {
          await stripe.refunds.create(
            { payment_intent: paymentIntentId, metadata: { why } },
            { idempotencyKey: `refund-${paymentIntentId}` },
          );
        } catch (err) {
          if (stripeCode(err) !== 'charge_already_refunded') throw err;
        }
      }),
    listCards: (customerId) =>
      call(async () => {
        const list = await stripe.paymentMethods.list({
          customer: customerId,
          type: 'card',
          limit: 10,
        });
        return list.data.flatMap((pm) => {
          const card = cardOf(pm);
          return card ? [{ id: pm.id, ...card }] : [];
        });
      }),
    async verifyWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        if (!signature) throw new Error('No Stripe-Signature header');
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : 'Bad signature');
      }
      return call(() => eventsFromStripe(stripe, event));
    },
  };
}

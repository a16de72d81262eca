import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { billingApi } from '#shared/contracts/billing-api.js';
import { createPaymentsPort } from '../platform/payments/index.js';
import { createTestApp, type TestApp } from './create-test-app.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_test_secret';

/** A Stripe event as its webhook carries it. */
export const stripeEvent = (
  type: string,
  object: object,
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
) => JSON.stringify({ id: eventId, object: 'event', type, data: { object } });

/** A paid Stripe invoice of a subscription, as its `invoice.paid` webhook carries it. */
export const stripeInvoice = (subscriptionId: string, invoiceId: string, amountPaid: number) => ({
  id: invoiceId,
  object: 'invoice',
  amount_paid: amountPaid,
  currency: 'usd',
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  lines: {
    object: 'list',
    data: [{ period: { start: 0, end: Math.floor(Date.now() / 1000) + 30 * 24 * 3600 } }],
  },
});

/**
 * An active Stripe promotion code for a percentage off, as the fake lists it; `extra` adds its
 * limits (`max_redemptions`, `expires_at`, `restrictions`).
 */
export const stripePromotionCode = (code: string, percentOff: number, extra: object = {}) => ({
  id: `promo_${code}`,
  object: 'promotion_code',
  code,
  active: true,
  promotion: {
    type: 'coupon',
    coupon: {
      id: `co_${code}`,
      object: 'coupon',
      valid: true,
      percent_off: percentOff,
      amount_off: null,
      currency: null,
    },
  },
  ...extra,
});

/**
 * The app with the real `stripe` SDK talking to a local server that answers like Stripe (no
 * network), on the test database of the run, with the promotion code STRIPE15 (15% off).
 */
export async function createStripeTestApp() {
  const fake: FakeStripe = await startFakeStripe();
  const t: TestApp = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    {
      payments: ({ db, config }) =>
        createPaymentsPort({
          db,
          stripe: config.stripe,
          secret: config.authSecret,
          stripeApi: fake.address,
        }),
    },
  );
  fake.promotionCodes.set('STRIPE15', stripePromotionCode('STRIPE15', 15));
  const sign = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return {
    t,
    fake,
    sign,
    /** Posts a webhook as Stripe does (no Origin), signed unless `signature` says otherwise. */
    webhook: (payload: string, signature?: string) =>
      t.app.inject({
        method: 'POST',
        url: billingApi.webhook.path,
        payload,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      }),
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
export type StripeTestApp = Awaited<ReturnType<typeof createStripeTestApp>>;

/** One Stripe test app for the calling test file (made before its tests, closed after). */
export function useStripeTestApp(): () => StripeTestApp {
  let app: StripeTestApp;
  beforeAll(async () => {
    app = await createStripeTestApp();
  });
  afterAll(() => app.close());
  return () => app;
}

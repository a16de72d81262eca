import { z } from 'zod';
import {
  blueprintIntentRequest,
  blueprintIntentResponse,
  currentPlanResponse,
  paymentMethodsResponse,
  paymentStatusResponse,
  plansResponse,
  sandboxConfirmRequest,
  sandboxConfirmResponse,
  subscribeRequest,
  subscribeResponse,
  validatePromoRequest,
  validatePromoResponse,
  webhookResponse,
} from './billing.js';
import { endpoint } from './endpoint.js';

/** The payment provider did not answer: nothing was charged or granted. */
const providerDown = { PROVIDER_UNAVAILABLE: 503 } as const;
const feature = 'billing';

/** The billing endpoints; their schemas are in billing.ts. */
export const billingApi = {
  plans: endpoint({
    method: 'GET',
    path: '/api/billing/plans',
    access: 'public',
    feature,
    summary: 'The concierge plans',
    response: plansResponse,
  }),
  validatePromo: endpoint({
    method: 'POST',
    path: '/api/billing/promo/validate',
    access: 'public',
    feature,
    summary: 'Check a promo code for the blueprint or a plan',
    body: validatePromoRequest,
    response: validatePromoResponse,
    errors: { ...providerDown, INVALID_PROMO: 400 },
  }),
  // Open without sign-in: the payment link carries email + userId, and both must match.
  blueprintIntent: endpoint({
    method: 'POST',
    path: '/api/billing/blueprint/intent',
    access: 'public',
    feature,
    summary: 'Price the blueprint and open a payment intent',
    body: blueprintIntentRequest,
    response: blueprintIntentResponse,
    errors: {
      ...providerDown,
      INVALID_PROMO: 400,
      INVALID_PAYMENT_LINK: 404,
      ALREADY_PURCHASED: 409,
    },
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/billing/payments/:paymentIntentId',
    access: 'public',
    feature,
    summary: 'A payment as the server knows it, for its buyer only (the success pages)',
    params: z.object({ paymentIntentId: z.string().max(100) }),
    /** The payment's client secret, for a buyer who is not signed in (the checkout had it). */
    query: z.object({ clientSecret: z.string().max(300).optional() }),
    response: paymentStatusResponse,
    errors: { ...providerDown, NOT_FOUND: 404 },
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/api/billing/plans/subscribe',
    access: 'member',
    feature,
    summary: 'Start a concierge plan',
    body: subscribeRequest,
    response: subscribeResponse,
    errors: { ...providerDown, INVALID_PROMO: 400, NOT_FOUND: 404, ALREADY_SUBSCRIBED: 409 },
  }),
  currentPlan: endpoint({
    method: 'GET',
    path: '/api/billing/plans/current',
    access: 'member',
    feature,
    summary: 'The member’s concierge plan and credits',
    response: currentPlanResponse,
    errors: { NOT_FOUND: 404 },
  }),
  cancelPlan: endpoint({
    method: 'POST',
    path: '/api/billing/plans/cancel',
    access: 'member',
    feature,
    summary: 'Stop the plan renewing at the end of the paid period',
    response: currentPlanResponse,
    errors: { ...providerDown, NOT_FOUND: 404, NO_PLAN: 404 },
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/api/billing/payment-methods',
    access: 'member',
    feature,
    summary: 'The member’s saved cards',
    response: paymentMethodsResponse,
    errors: { ...providerDown, NOT_FOUND: 404 },
  }),
  sandboxConfirm: endpoint({
    method: 'POST',
    path: '/api/billing/sandbox/confirm',
    access: 'public',
    feature,
    summary: 'Pay a sandbox intent with a test card, a saved card, or the extra confirmation step',
    body: sandboxConfirmRequest,
    response: sandboxConfirmResponse,
    errors: { NOT_FOUND: 404, PAYMENT_STATE: 409 },
  }),
  /** Stripe's events, signed; not Origin-checked (Stripe sends it), the signature is the check. */
  webhook: endpoint({
    method: 'POST',
    path: '/api/billing/webhook',
    access: 'public',
    feature,
    summary: 'Stripe webhook events (signed)',
    response: webhookResponse,
    errors: { ...providerDown, BAD_SIGNATURE: 400 },
  }),
};

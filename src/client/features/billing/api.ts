import { queryOptions } from '@tanstack/react-query';
import {
  blueprintIntentResponse,
  currentPlanResponse,
  paymentMethodsResponse,
  paymentStatusResponse,
  plansResponse,
  sandboxConfirmResponse,
  subscribeResponse,
  validatePromoResponse,
  type CheckoutSession,
} from '../../../shared/contracts/billing';
import type { PlanId } from '../../../shared/domain/pricing';
import { api } from '../../lib/api-client';

export const plansQuery = queryOptions({
  queryKey: ['billing', 'plans'],
  queryFn: ({ signal }) => api('/api/billing/plans', { schema: plansResponse, signal }),
  staleTime: Infinity,
});

export const currentPlanQuery = queryOptions({
  queryKey: ['billing', 'current'],
  queryFn: ({ signal }) =>
    api('/api/billing/plans/current', { schema: currentPlanResponse, signal }),
});

export const savedCardsQuery = queryOptions({
  queryKey: ['billing', 'cards'],
  queryFn: ({ signal }) =>
    api('/api/billing/payment-methods', { schema: paymentMethodsResponse, signal }),
});

/** The server's record of a payment; fulfilment may lag a webhook, so pages poll until it lands. */
export const paymentStatusQuery = (paymentIntentId: string) =>
  queryOptions({
    queryKey: ['billing', 'payment', paymentIntentId],
    queryFn: ({ signal }) =>
      api(`/api/billing/payments/${encodeURIComponent(paymentIntentId)}`, {
        schema: paymentStatusResponse,
        signal,
      }),
    refetchInterval: (query) =>
      query.state.data && !query.state.data.fulfilled && query.state.dataUpdateCount < 15
        ? 2000
        : false,
  });

export const validatePromo = (code: string, product: 'blueprint' | PlanId) =>
  api('/api/billing/promo/validate', {
    method: 'POST',
    body: { code, product },
    schema: validatePromoResponse,
  });

export const createBlueprintIntent = (input: {
  email: string;
  userId: string;
  promoCode: string | null;
}) =>
  api('/api/billing/blueprint/intent', {
    method: 'POST',
    body: input,
    schema: blueprintIntentResponse,
  });

export const subscribeToPlan = (input: {
  planId: PlanId;
  promoCode: string | null;
  paymentMethodId: string | null;
}) =>
  api('/api/billing/plans/subscribe', { method: 'POST', body: input, schema: subscribeResponse });

export const cancelPlan = () =>
  api('/api/billing/plans/cancel', { method: 'POST', body: {}, schema: currentPlanResponse });

export type SandboxAction =
  | { card: { number: string; expiry: string; cvc: string } }
  | { paymentMethodId: string }
  | { authenticate: 'complete' | 'fail' };

/** The sandbox's stand-in for stripe.confirmPayment. */
export const confirmSandboxPayment = (
  session: Pick<CheckoutSession, 'paymentIntentId' | 'clientSecret'>,
  action: SandboxAction,
) =>
  api('/api/billing/sandbox/confirm', {
    method: 'POST',
    body: {
      paymentIntentId: session.paymentIntentId,
      clientSecret: session.clientSecret,
      ...action,
    },
    schema: sandboxConfirmResponse,
  });

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { billingApi } from '#shared/contracts/billing-api';
import { conciergeApi } from '#shared/contracts/concierge';
import type { CheckoutSession } from '#shared/contracts/billing';
import { purchasesApi } from '#shared/contracts/purchases';
import type { PlanId } from '#shared/domain/pricing';
import { callApi, type CallResult } from '../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../lib/api-query';
import { toast } from '../../ui/toast';
import { useConfirmation } from './use-confirmation';

export const plansQuery = queryOptions({ ...apiQuery(billingApi.plans), staleTime: Infinity });
export const currentPlanQuery = apiQuery(billingApi.currentPlan);
/** Who the member's concierge is, or that one is still to be assigned (the plan card says so). */
export const planConciergeQuery = apiQuery(conciergeApi.mine);
export const savedCardsQuery = apiQuery(billingApi.paymentMethods);
export const purchasesQuery = apiQuery(purchasesApi.list);

/**
 * 'Request a refund' under the money-back guarantee (decision 0033). Whatever the answer, every
 * query is refetched: a refund takes Premium or a plan back, which the whole dashboard reads, and
 * a refund the provider could not finish yet shows as pending.
 */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(purchasesApi.refund, { params: { id }, body: { reason: reason || null } }),
    onSuccess: (purchase) =>
      toast.success('Refund on its way', {
        description: `${purchase.productName}: your card gets the full amount back, usually within 5 to 10 business days.`,
      }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}

/**
 * The server's record of a payment; fulfilment may lag a webhook, so pages poll until it lands,
 * or until it is refunded (never granted after that, decision 0028).
 * The server answers the member it belongs to, or whoever shows its client secret.
 */
export const paymentStatusQuery = (paymentIntentId: string, clientSecret?: string) =>
  queryOptions({
    ...apiQuery(billingApi.payment, {
      params: { paymentIntentId },
      query: clientSecret ? { clientSecret } : {},
    }),
    refetchInterval: (query) =>
      query.state.data &&
      !query.state.data.fulfilled &&
      query.state.data.status !== 'refunded' &&
      query.state.dataUpdateCount < 15
        ? 2000
        : false,
  });

/**
 * A checkout opens its payment intent when the page opens, as a query keyed by what it sends:
 * the same choice reuses the intent, a new promo code opens a new one. Never refetched by itself.
 */
const checkoutOptions = {
  retry: false,
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

export const blueprintIntentQuery = (body: {
  email: string;
  userId: string;
  promoCode: string | null;
}) =>
  queryOptions({
    queryKey: apiQueryKey(billingApi.blueprintIntent, { body }),
    queryFn: () => callApi(billingApi.blueprintIntent, { body }),
    ...checkoutOptions,
  });

export const planSubscriptionQuery = (body: {
  planId: PlanId;
  promoCode: string | null;
  paymentMethodId: null;
}) =>
  queryOptions({
    queryKey: apiQueryKey(billingApi.subscribe, { body }),
    queryFn: () => callApi(billingApi.subscribe, { body }),
    ...checkoutOptions,
  });

/** The server's verdict on a promo code for one product; the caller shows it. */
export const useValidatePromoCode = (product: 'blueprint' | PlanId) =>
  useMutation({
    mutationFn: (code: string) => callApi(billingApi.validatePromo, { body: { code, product } }),
  });

/** Cancels at the period's end; the answer is the plan as it now stands. */
export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(billingApi.cancelPlan),
    onSuccess: (next) => queryClient.setQueryData(currentPlanQuery.queryKey, next),
  });
}

export type SandboxAction =
  | { card: { number: string; expiry: string; cvc: string } }
  | { paymentMethodId: string }
  | { authenticate: 'complete' | 'fail' };

/** One sandbox confirmation; a decline after the extra step reads as the step's failure. */
export interface SandboxAttempt {
  action: SandboxAction;
  declinedText?: string;
}

/** The sandbox's stand-in for stripe.confirmPayment, sent once however fast the buyer clicks. */
export const useConfirmSandboxPayment = (
  session: Pick<CheckoutSession, 'paymentIntentId' | 'clientSecret'>,
  onSuccess: (result: CallResult<typeof billingApi.sandboxConfirm>) => void,
) =>
  useConfirmation(
    ({ action }: SandboxAttempt) =>
      callApi(billingApi.sandboxConfirm, {
        body: {
          paymentIntentId: session.paymentIntentId,
          clientSecret: session.clientSecret,
          ...action,
        },
      }),
    onSuccess,
  );

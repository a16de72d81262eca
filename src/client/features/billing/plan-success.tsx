import { partialMatchKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, PartyPopper, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { IconBadge } from '../../ui/icon-badge';
import { billingApi } from '#shared/contracts/billing-api';
import { featureKey } from '../../lib/api-query';
import { currentPlanQuery, paymentStatusQuery } from './api';
import { CheckoutNotice } from './checkout-notice';
import { longDate } from './current-plan-card';
import { InitializingPayment } from './payment-form';
import { PromoLimitRefund } from './promo-limit-refund';
import { asPlanId } from '#shared/domain/pricing';
import { paths, planCheckoutUrl } from '#shared/page-urls';

const startMatching = (
  <Button asChild size="lg">
    <Link to={paths.dashboard}>Start Matching</Link>
  </Button>
);

/** /plan-success?payment_intent=...: the plan as the server activated it, with the credits it added. */
export function PlanSuccess({ paymentIntentId }: { paymentIntentId: string | null }) {
  const queryClient = useQueryClient();
  const payment = useQuery({
    ...paymentStatusQuery(paymentIntentId ?? ''),
    enabled: Boolean(paymentIntentId),
    retry: 1,
  });
  const fulfilled = payment.data?.fulfilled === true;
  const current = useQuery({ ...currentPlanQuery, enabled: fulfilled });
  useEffect(() => {
    if (fulfilled)
      void queryClient.invalidateQueries({
        // Everything but billing's own pages (the plan itself is read again).
        predicate: ({ queryKey }) =>
          !partialMatchKey(queryKey, featureKey(billingApi)) ||
          partialMatchKey(queryKey, currentPlanQuery.queryKey),
      });
  }, [fulfilled, queryClient]);

  if (!paymentIntentId || payment.isError || payment.data?.kind === 'blueprint')
    return (
      <CheckoutNotice
        icon={SearchX}
        title="We could not find this payment"
        action={
          <Button asChild>
            <Link to={paths.billing}>Go to Billing</Link>
          </Button>
        }
      >
        If you paid for a plan, it shows on your billing page.
      </CheckoutNotice>
    );
  if (!payment.data || (fulfilled && !current.data)) return <InitializingPayment />;
  if (payment.data.refundReason === 'promo_limit') {
    const planId = asPlanId(payment.data.productId);
    return (
      <PromoLimitRefund
        order={payment.data}
        retryTo={planId ? planCheckoutUrl(planId) : paths.billing}
      />
    );
  }
  if (!fulfilled)
    return (
      <CheckoutNotice
        icon={Clock}
        title="Confirming your payment"
        action={
          <Button asChild variant="outline">
            <Link to={paths.billing}>Go to Billing</Link>
          </Button>
        }
      >
        The payment provider has not confirmed it yet. This page updates by itself, and you will
        never be charged twice.
      </CheckoutNotice>
    );
  const plan = current.data?.plan;
  return (
    <Card className="mx-auto flex w-full max-w-lg flex-col items-center gap-6 p-6 text-center sm:p-8">
      <IconBadge icon={PartyPopper} size={14} />
      <h1 className="font-display text-3xl font-semibold text-balance text-fg">
        Plan Activated Successfully!
      </h1>
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-[0.95rem] [&_dd]:text-right [&_dt]:text-muted">
        <dt>Plan</dt>
        <dd className="font-semibold">{payment.data.description}</dd>
        <dt>Status</dt>
        <dd>
          <Badge variant="accent">Active</Badge>
        </dd>
        <dt>Start date</dt>
        <dd>{longDate(payment.data.paidAt)}</dd>
        <dt>Amount paid</dt>
        <dd className="tabular-nums">${(payment.data.amountCents / 100).toFixed(2)}</dd>
        <dt>Connections available</dt>
        <dd className="font-bold tabular-nums">{Math.max(0, current.data?.matchesCount ?? 0)}</dd>
        {plan?.currentPeriodEnd && (
          <>
            <dt>Next billing date</dt>
            <dd>{longDate(plan.currentPeriodEnd)}</dd>
          </>
        )}
      </dl>
      {startMatching}
    </Card>
  );
}

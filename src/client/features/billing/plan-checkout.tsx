import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { formatCents, planById } from '#shared/domain/pricing';
import { billingApi } from '#shared/contracts/billing-api';
import { isApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { planSubscriptionQuery, savedCardsQuery } from './api';
import { CheckoutNotice } from './checkout-notice';
import { FormError } from './form-error';
import { InitializingPayment, PaymentForm } from './payment-form';
import type { PlanChoice } from './plan-picker';
import { PriceLines } from './price-lines';
import { SecureNote } from './secure-note';
import { paths, withQuery } from '#shared/page-urls';

/** /plan-payment: pays the first month of the plan chosen on the billing page. */
export function PlanCheckout({ choice }: { choice: PlanChoice }) {
  const navigate = useNavigate();
  const plan = planById(choice.planId);
  const subscription = useQuery(
    planSubscriptionQuery({
      planId: choice.planId,
      promoCode: choice.promoCode,
      paymentMethodId: null,
    }),
  );
  const cards = useQuery(savedCardsQuery);
  const failure = isApiError(subscription.error, billingApi.subscribe) ? subscription.error : null;
  if (failure?.code === 'ALREADY_SUBSCRIBED')
    return (
      <CheckoutNotice
        icon={CircleCheck}
        title="You already have a plan"
        action={
          <Button asChild>
            <Link to={paths.billing}>See your plan</Link>
          </Button>
        }
      >
        {failure.message}
      </CheckoutNotice>
    );

  const session = subscription.data;
  const total = session ? formatCents(session.amountCents) : '';
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <h1 className="font-display text-3xl font-semibold text-fg lg:col-span-2">
        Start your {plan.name} plan
      </h1>
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <p className="text-sm font-bold tracking-wide text-primary uppercase">Order summary</p>
        <h2 className="font-display text-2xl font-semibold text-fg">{plan.name} Concierge Plan</h2>
        <p className="text-muted">
          {plan.connections} connections are added to your account as soon as the payment goes
          through, and {plan.connections} more each month the plan renews. Cancel anytime; the month
          you paid for runs to its end.
        </p>
        {session && (
          <PriceLines
            item={`${plan.name}, 1 month`}
            pricing={session}
            promoCode={session.promoCode}
          />
        )}
        {session && (
          <p className="text-sm text-muted">
            Then {formatCents(plan.priceCents)} every month until you cancel
            {session.discountCents > 0 ? '; the promo code is for the first month' : ''}.
          </p>
        )}
      </Card>
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <h2 className="text-lg font-bold text-fg">Payment</h2>
        {subscription.isPending || cards.isPending ? (
          <InitializingPayment />
        ) : subscription.isError ? (
          <div className="flex flex-col gap-3">
            <FormError message={`Failed to create subscription. ${subscription.error.message}`} />
            <Button variant="outline" onClick={() => void subscription.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <PaymentForm
            key={subscription.data.clientSecret}
            session={subscription.data}
            amount={total}
            submitLabel={`Pay ${total} and start my plan`}
            savedCards={cards.data?.paymentMethods ?? []}
            returnUrl={`${window.location.origin}/plan-success`}
            onPaid={(paymentIntentId) =>
              void navigate(withQuery(paths.planSuccess, { payment_intent: paymentIntentId }))
            }
          />
        )}
        <SecureNote provider={session?.provider} />
      </Card>
    </div>
  );
}

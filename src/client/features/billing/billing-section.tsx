import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { asPlanId } from '#shared/domain/pricing';
import { paths } from '#shared/page-urls';
import type { SessionUser } from '../../lib/auth-client';
import type { Holdings } from '../../lib/member-holdings';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { currentPlanQuery } from './api';
import { BillingAccess } from './billing-access';
import { CurrentPlanCard } from './current-plan-card';
import { FormError } from './form-error';
import { PlanPicker, type PlanChoice } from './plan-picker';
import { Purchases } from './purchases';
import { SavedCards } from './saved-cards';

interface BillingSectionProps {
  user: SessionUser;
  /** From the member's profile; undefined while it loads. */
  holdings: Holdings | undefined;
}

/**
 * The dashboard's billing (docs/product-rules.md §2): Premium members see their plan or the plans;
 * others 'Billing Access', except a member whose concierge plan runs (bought from the EQ results
 * page's offer, without Premium): they see that plan, not a pitch for the plans they have. Both
 * list the member's purchases with the money-back guarantee (purchases.tsx).
 */
export function BillingSection({ user, holdings }: BillingSectionProps) {
  const [params] = useSearchParams();
  // `/billing?plan=` (planCheckoutUrl): the concierge offer of the EQ results page, and the
  // confirmation link of its sign-up, open that plan's checkout; an unknown plan is ignored.
  const planId = asPlanId(params.get('plan'));
  if (planId)
    return (
      <Navigate
        to={paths.planPayment}
        replace
        state={{ planId, promoCode: null } satisfies PlanChoice}
      />
    );
  if (holdings === undefined) return <Skeleton className="h-96 rounded-card" />;
  // Purchases show either way: after a refund took Premium back, it still says so.
  if (!holdings.premium && !holdings.activePlan)
    return (
      <div className="flex flex-col gap-8">
        <BillingAccess user={user} />
        <Purchases />
      </div>
    );
  return <PremiumBilling />;
}

function PremiumBilling() {
  const current = useQuery(currentPlanQuery);
  if (current.isPending) return <Skeleton className="h-96 rounded-card" />;
  if (current.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <FormError message="Your billing details could not be loaded." />
        <Button variant="outline" onClick={() => void current.refetch()}>
          Try again
        </Button>
      </div>
    );
  const { plan, matchesCount } = current.data;
  // An active plan (even one set to end) replaces the choices; a plan that has ended brings them back.
  const active = plan && plan.status === 'active';
  return (
    <div className="flex flex-col gap-8">
      <h1 className="sr-only">Billing</h1>
      {active ? <CurrentPlanCard plan={plan} matchesCount={matchesCount} /> : <PlanPicker />}
      <Purchases />
      <SavedCards />
    </div>
  );
}

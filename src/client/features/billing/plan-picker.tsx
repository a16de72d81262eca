import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Coupon, PlanId } from '#shared/domain/pricing';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { plansQuery } from './api';
import { FormError } from './form-error';
import { PlanCard } from './plan-card';
import { PromoCodeField, type AppliedPromo } from './promo-code-field';
import { paths } from '#shared/page-urls';

/** The navigation state /plan-payment expects (docs/product-rules.md §2: the plan travels in navigation state). */
export interface PlanChoice {
  planId: PlanId;
  promoCode: string | null;
}

const couponOf = (promo: AppliedPromo | null): Coupon | null => {
  if (!promo) return null;
  if (promo.coupon.percentOff !== null) return { percentOff: promo.coupon.percentOff };
  return { amountOffCents: promo.coupon.amountOffCents ?? 0 };
};

/** 'Choose Your Concierge Plan': three plans, one promo code for whichever is chosen. */
export function PlanPicker() {
  const plans = useQuery(plansQuery);
  const navigate = useNavigate();
  // Once applied, a plan code stays (docs/product-rules.md §2: the field is locked).
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const choose = (planId: PlanId) =>
    void navigate(paths.planPayment, {
      state: { planId, promoCode: promo?.code ?? null } satisfies PlanChoice,
    });

  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 id="plans-heading" className="font-display text-2xl font-semibold text-fg sm:text-3xl">
          Choose Your Concierge Plan
        </h2>
        <p className="max-w-prose text-muted">
          Each plan adds connections to your account (a connection lets you send a chat request to
          one of your matches) and gives you a personal concierge.
        </p>
      </div>
      <div className="max-w-md">
        <PromoCodeField product="popular" applied={promo} onApply={setPromo} />
      </div>
      {plans.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormError message="The plans could not be loaded." />
          <Button variant="outline" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-5 md:grid-cols-3">
          {plans.data
            ? plans.data.plans.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  coupon={couponOf(promo)}
                  onChoose={() => choose(plan.id)}
                />
              ))
            : [0, 1, 2].map((i) => <Skeleton key={i} className="h-96 rounded-card" />)}
        </div>
      )}
    </section>
  );
}

import type { z } from 'zod';
import type { planSchema } from '#shared/contracts/billing';
import { applyCoupon, CONCIERGE_PERKS, formatCents, type Coupon } from '#shared/domain/pricing';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { CheckList } from '../../ui/check-list';
import { cn } from '../../ui/class-names';

export type Plan = z.infer<typeof planSchema>;

/**
 * Exactly what a plan gives: its connections (one per chat request, kept until used) and the
 * concierge every plan includes.
 */
const perks = (plan: Plan) => [
  `${plan.connections} connections a month: each lets you send one chat request to a match`,
  'Unused connections stay on your account',
  ...CONCIERGE_PERKS,
  'Renews monthly; cancel anytime, and the month you paid for runs to its end',
];

interface PlanCardProps {
  plan: Plan;
  coupon: Coupon | null;
  onChoose: () => void;
}

export function PlanCard({ plan, coupon, onChoose }: PlanCardProps) {
  const price = applyCoupon(plan.priceCents, coupon);
  const featured = plan.badge !== null;
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex flex-col gap-5 rounded-card border bg-surface p-6 shadow-soft',
        featured ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`plan-${plan.id}`} className="text-lg font-bold text-fg">
          {plan.name}
        </h3>
        {plan.badge && <Badge variant="primary">{plan.badge}</Badge>}
      </div>
      <p className="flex flex-wrap items-baseline gap-x-2 text-fg">
        <span className="text-4xl font-bold tabular-nums">{formatCents(price.amountCents)}</span>
        {price.discountCents > 0 && (
          <s className="text-muted tabular-nums">{formatCents(plan.priceCents)}</s>
        )}
        <span className="text-muted">/month</span>
      </p>
      <CheckList items={perks(plan)} label={`${plan.name} includes`} className="flex-1" />
      <Button
        variant={featured ? 'primary' : 'outline'}
        size="lg"
        onClick={onChoose}
        aria-label={`Choose the ${plan.name} plan`}
      >
        Choose {plan.name}
      </Button>
    </article>
  );
}

import { useQuery } from '@tanstack/react-query';
import { CalendarX2, Gem, HandHeart } from 'lucide-react';
import { useState } from 'react';
import type { CurrentPlan } from '#shared/contracts/billing';
import { formatCents } from '#shared/domain/pricing';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogClose, DialogContent } from '../../ui/dialog';
import { IconBadge } from '../../ui/icon-badge';
import { planConciergeQuery, useCancelPlan } from './api';
import { FormError } from './form-error';

export const longDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : 'N/A';

type ActivePlan = NonNullable<CurrentPlan['plan']>;

/** The member's plan (docs/product-rules.md §2: shown instead of the plan choices while it is active). */
export function CurrentPlanCard({
  plan,
  matchesCount,
}: {
  plan: ActivePlan;
  matchesCount: number;
}) {
  const ends = longDate(plan.currentPeriodEnd);
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <div className="flex flex-wrap items-center gap-4">
        <IconBadge icon={Gem} size={12} />
        <div className="mr-auto flex flex-col gap-0.5">
          <h2 className="text-xl font-bold text-fg">{plan.name} Concierge Plan</h2>
          <p className="text-muted">
            {plan.connections} connections a month · {formatCents(plan.amountCents)}/month
          </p>
        </div>
        <Badge variant={plan.cancelAtPeriodEnd ? 'warning' : 'accent'}>
          {plan.cancelAtPeriodEnd ? `Ends ${ends}` : 'Active'}
        </Badge>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure label="Connections available" value={String(Math.max(0, matchesCount))} />
        <Figure label="Started" value={longDate(plan.startedAt)} />
        <Figure
          label={plan.cancelAtPeriodEnd ? 'Active until' : 'Next billing date'}
          value={ends}
        />
      </dl>
      <ConciergeLine />
      {plan.cancelAtPeriodEnd ? (
        <p className="text-sm text-muted">
          Your plan will not renew. Connections you have not used stay on your account.
        </p>
      ) : (
        <CancelPlan ends={ends} />
      )}
    </Card>
  );
}

/** The concierge the plan includes: who it is, or when the member will hear (decision 0036). */
function ConciergeLine() {
  const mine = useQuery(planConciergeQuery).data;
  if (!mine?.included) return null;
  return (
    <p className="flex items-start gap-2 text-fg">
      <HandHeart className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
      {mine.concierge
        ? `${mine.concierge.firstName} is your concierge: write to them in Your Concierge on your chat page.`
        : 'We’ll introduce your concierge by email as soon as one is assigned. You can write to them already in Your Concierge on your chat page.'}
    </p>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-control bg-surface-muted p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-lg font-bold text-fg tabular-nums">{value}</dd>
    </div>
  );
}

function CancelPlan({ ends }: { ends: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelPlan();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
        <CalendarX2 className="size-4" aria-hidden="true" />
        Cancel plan
      </Button>
      <DialogContent
        title="Cancel your plan?"
        description={`Your plan stays active until ${ends}, and it will not renew after that.`}
      >
        <div className="flex flex-col gap-4">
          <p className="text-[0.95rem] text-fg">
            Connections you have not used stay on your account.
          </p>
          <FormError message={cancel.isError ? cancel.error.message : null} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Keep my plan</Button>
            </DialogClose>
            <Button
              variant="danger"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
            >
              Cancel at period end
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

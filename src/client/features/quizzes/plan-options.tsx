import { formatCents, PLANS, type PlanId } from '#shared/domain/pricing';
import { Badge } from '../../ui/badge';
import { cn } from '../../ui/class-names';

interface PlanOptionsProps {
  value: PlanId;
  onChange: (planId: PlanId) => void;
}

/** The three concierge plans as radios (docs/product-rules.md §9), each with what it costs. */
export function PlanOptions({ value, onChange }: PlanOptionsProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-fg">Choose your plan</legend>
      {PLANS.map((plan) => (
        <label
          key={plan.id}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-control border p-3',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            value === plan.id ? 'border-primary bg-primary-soft' : 'border-border bg-surface',
          )}
        >
          <input
            type="radio"
            name="concierge-plan"
            value={plan.id}
            checked={value === plan.id}
            onChange={() => onChange(plan.id)}
            className="size-4 accent-primary"
          />
          <span className="flex flex-1 flex-col">
            <span className="flex flex-wrap items-center gap-2 font-semibold text-fg">
              {plan.name}
              {plan.badge && <Badge variant="primary">{plan.badge}</Badge>}
            </span>
            <span className="text-sm text-muted">{plan.connections} connections a month</span>
          </span>
          <span className="font-semibold text-fg tabular-nums">
            {formatCents(plan.priceCents)}
            <span className="text-sm font-normal text-muted">/mo</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

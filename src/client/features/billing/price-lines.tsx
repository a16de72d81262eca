import type { Pricing } from '#shared/contracts/billing';
import { formatCents, MINIMUM_CHARGE_CENTS } from '#shared/domain/pricing';

interface PriceLinesProps {
  item: string;
  pricing: Pricing;
  promoCode: string | null;
  totalLabel?: string;
}

/** Price, discount with its code, and the total, as the server priced them. */
export function PriceLines({
  item,
  pricing,
  promoCode,
  totalLabel = 'Total due today',
}: PriceLinesProps) {
  return (
    <dl className="flex flex-col gap-2 text-[0.95rem]">
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{item}</dt>
        <dd className="tabular-nums">{formatCents(pricing.originalCents)}</dd>
      </div>
      {pricing.discountCents > 0 && (
        <div className="flex justify-between gap-4 text-accent-soft-foreground">
          <dt>Discount{promoCode ? ` (${promoCode})` : ''}</dt>
          <dd className="tabular-nums">−{formatCents(pricing.discountCents)}</dd>
        </div>
      )}
      <div className="mt-1 flex justify-between gap-4 border-t border-border pt-3 text-lg font-bold">
        <dt>{totalLabel}</dt>
        <dd className="tabular-nums">{formatCents(pricing.amountCents)}</dd>
      </div>
      {pricing.minimumEnforced && (
        <p className="text-sm text-muted">
          Card payments have a minimum of {formatCents(MINIMUM_CHARGE_CENTS)}, so that is what you
          pay.
        </p>
      )}
    </dl>
  );
}

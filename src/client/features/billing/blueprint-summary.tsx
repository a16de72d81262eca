import { CalendarClock, ShieldCheck } from 'lucide-react';
import type { Pricing } from '#shared/contracts/billing';
import { REPORT_KINDS, REPORT_TITLES, UNLOCK_DELAY_HOURS } from '#shared/domain/report-unlock';
import { Card } from '../../ui/card';
import { PriceLines } from './price-lines';

const whenReady = (hours: number) =>
  hours === 0 ? 'as soon as your payment goes through' : `${hours} hours later`;

/** What the buyer gets and when, stated before they pay (issue 4: copy must be true). */
export function BlueprintSummary({
  pricing,
  promoCode,
}: {
  pricing: Pricing | null;
  promoCode: string | null;
}) {
  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-8">
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-bold tracking-wide text-primary uppercase">Order summary</p>
        <h2 className="font-display text-2xl font-semibold text-fg">Premium Blueprint Report</h2>
        <p className="text-muted">One payment. No subscription, nothing renews.</p>
      </div>
      <div className="flex flex-col gap-3">
        <p className="flex items-center gap-2 font-semibold text-fg">
          <CalendarClock className="size-5 text-primary" aria-hidden="true" />
          Your four reports, and when they open
        </p>
        <ol className="flex flex-col gap-2 border-l-2 border-primary-soft pl-4">
          {REPORT_KINDS.map((kind) => (
            <li key={kind} className="text-[0.95rem]">
              <span className="font-semibold text-fg">{REPORT_TITLES[kind]}</span>{' '}
              <span className="text-muted">{whenReady(UNLOCK_DELAY_HOURS[kind])}</span>
            </li>
          ))}
        </ol>
        <p className="text-sm text-muted">
          Your account becomes Premium at once, which also opens the concierge matching plans.
        </p>
      </div>
      {pricing && (
        <PriceLines item="Premium Blueprint Report" pricing={pricing} promoCode={promoCode} />
      )}
      <p className="flex items-start gap-2 rounded-control bg-accent-soft p-3 text-sm text-accent-soft-foreground">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        30-day money-back guarantee: if the Blueprint does not help you, request a refund in Billing
        within 30 days of paying and you get every cent back.
      </p>
    </Card>
  );
}

import { FlaskConical } from 'lucide-react';
import { TEST_PAYMENTS_META } from '../../../shared/page-flags';

/** The server writes this tag into every page while the built-in test payments take payments. */
const testPayments =
  document.querySelector(`meta[name="${TEST_PAYMENTS_META}"]`)?.getAttribute('content') === 'on';

/** A thin bar on every page of a deployment whose payments are test payments. */
export function TestPaymentsBanner() {
  if (!testPayments) return null;
  return (
    <div
      role="note"
      aria-label="Test payments"
      className="flex items-center justify-center gap-2 bg-warning-soft px-4 py-1.5 text-center text-sm font-semibold text-warning-soft-foreground"
    >
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
      Test payments: no card is charged here, and checkout takes test cards only.
    </div>
  );
}

import { FlaskConical } from 'lucide-react';
import { createContext, use } from 'react';
import { TEST_PAYMENTS_META } from '#shared/page-flags';

/**
 * Whether this deployment's payments are test payments. In the browser: the tag the server writes
 * into every page. The build's prerender has no page to read and says which variant it renders.
 */
export const TestPaymentsFlag = createContext(
  typeof document !== 'undefined' &&
    document.querySelector(`meta[name="${TEST_PAYMENTS_META}"]`)?.getAttribute('content') === 'on',
);

/** A thin bar on every page of a deployment whose payments are test payments. */
export function TestPaymentsBanner() {
  if (!use(TestPaymentsFlag)) return null;
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

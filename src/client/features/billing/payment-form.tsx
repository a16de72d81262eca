import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/spinner';
import type { PaymentFormProps } from './payment-form-props';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's React bindings load only when Stripe is the provider, never on other pages.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

/** 'Initializing payment...' (docs/product-rules.md §2) while the intent or the provider's script loads. */
export function InitializingPayment() {
  return (
    <p className="flex items-center justify-center gap-2 py-10 text-muted" role="status">
      <Spinner className="size-5" />
      Initializing payment...
    </p>
  );
}

/**
 * The payment form for a checkout session, whichever provider the server chose. Render it
 * with key={session.clientSecret}: a new intent (after a promo change) needs a fresh form.
 */
export function PaymentForm(props: PaymentFormProps) {
  if (props.session.provider === 'sandbox') return <SandboxCardForm {...props} />;
  return (
    <Suspense fallback={<InitializingPayment />}>
      <StripePaymentForm {...props} />
    </Suspense>
  );
}

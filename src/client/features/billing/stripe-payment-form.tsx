import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { FormError } from './form-error';
import { PAYMENT_MESSAGES } from './payment-messages';
import { NEW_CARD, SavedCardChoice } from './saved-card-choice';
import { useConfirmation } from './use-confirmation';
import type { PaymentFormProps } from './payment-form-props';

// Stripe.js is loaded once per key, from Stripe's host (it must be, for PCI), on the checkout only.
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => stripes.get(key) ?? stripes.set(key, loadStripe(key)).get(key)!;

const isDark = () => document.documentElement.classList.contains('dark');

/** How one confirmation ended: paid (or processing), or the reason it did not. */
type Outcome = { paidId?: string; failure?: string };

/** Stripe's Payment Element in tabs layout; a saved card is confirmed without it. */
export default function StripePaymentForm(props: PaymentFormProps) {
  const { session } = props;
  if (!session.publishableKey) return <FormError message="Stripe publishable key not available" />;
  return (
    <Elements
      stripe={stripeFor(session.publishableKey)}
      options={{
        clientSecret: session.clientSecret,
        appearance: { theme: isDark() ? 'night' : 'stripe' },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  session,
  submitLabel,
  savedCards = [],
  returnUrl,
  onPaid,
}: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [method, setMethod] = useState(savedCards[0]?.id ?? NEW_CARD);
  const payment = useConfirmation(
    async (): Promise<Outcome> => {
      if (!stripe || !elements) return { failure: PAYMENT_MESSAGES.processingFailed };
      const result =
        method === NEW_CARD
          ? await stripe.confirmPayment({
              elements,
              confirmParams: { return_url: returnUrl },
              redirect: 'if_required',
            })
          : await stripe.confirmCardPayment(session.clientSecret, { payment_method: method });
      if (result.error) return { failure: result.error.message ?? PAYMENT_MESSAGES.failed };
      const status = result.paymentIntent?.status;
      if (status === 'succeeded' || status === 'processing')
        return { paidId: result.paymentIntent.id };
      return {
        failure:
          status === 'requires_action' ? PAYMENT_MESSAGES.actionRequired : PAYMENT_MESSAGES.failed,
      };
    },
    (outcome) => {
      if (outcome.paidId) onPaid(outcome.paidId);
    },
  );
  const busy = payment.isPending;
  const error = payment.isError
    ? PAYMENT_MESSAGES.processingFailed
    : (payment.data?.failure ?? null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (stripe && elements) payment.confirm(undefined);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" aria-label="Payment details">
      {savedCards.length > 0 && (
        <SavedCardChoice cards={savedCards} value={method} disabled={busy} onChange={setMethod} />
      )}
      {method === NEW_CARD && <PaymentElement options={{ layout: 'tabs' }} />}
      <FormError message={error} />
      <Button type="submit" size="lg" loading={busy} disabled={!stripe} className="w-full">
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </form>
  );
}

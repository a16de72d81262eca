import type { ReactNode } from 'react';
import type { CheckoutSession, SavedCard } from '#shared/contracts/billing';

/** What a payment form reports when the provider has taken the money. */
export type OnPaid = (paymentIntentId: string) => void;

/** Both providers' forms take the same props. */
export interface PaymentFormProps {
  session: CheckoutSession;
  /** The submit button's text, e.g. 'Complete Payment - $59.90'. */
  submitLabel: ReactNode;
  /** The amount in words for confirmations ('$59.90'). */
  amount: string;
  savedCards?: SavedCard[];
  /** Where Stripe returns after a redirect-based confirmation. */
  returnUrl: string;
  onPaid: OnPaid;
}

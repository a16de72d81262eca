import { Lock } from 'lucide-react';
import type { CheckoutSession } from '#shared/contracts/billing';

/** Where the card details go, stated truthfully for the provider in use. */
export function SecureNote({ provider }: { provider: CheckoutSession['provider'] | undefined }) {
  if (!provider) return null;
  return (
    <p className="flex items-center justify-center gap-1.5 text-center text-xs text-muted">
      <Lock className="size-3.5 shrink-0" aria-hidden="true" />
      {provider === 'stripe'
        ? 'Card details go straight to Stripe; Right One never sees or stores them.'
        : 'Test checkout: only a test card’s last four digits and expiry are kept.'}
    </p>
  );
}

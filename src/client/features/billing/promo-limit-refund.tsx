import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import type { PaymentStatus } from '#shared/contracts/billing';
import { formatCents } from '#shared/domain/pricing';
import { Button } from '../../ui/button';
import { CheckoutNotice } from './checkout-notice';

/**
 * A payment refused at fulfilment because its promo code's limit was reached by a payment
 * completed a moment before it (decision 0028): it was refunded in full and granted nothing. A
 * final state, said plainly and kindly; the way on is the same checkout without the code.
 */
export function PromoLimitRefund({ order, retryTo }: { order: PaymentStatus; retryTo: string }) {
  return (
    <CheckoutNotice
      icon={Undo2}
      title="Your promo code reached its limit"
      action={
        <Button asChild>
          <Link to={retryTo}>Try again without the code</Link>
        </Button>
      }
    >
      <div className="flex flex-col gap-3">
        <p>
          While you were paying, another payment took the last use of{' '}
          <span className="font-semibold text-fg">{order.promoCode ?? 'your code'}</span> a moment
          before yours went through.
        </p>
        <p>
          So we refunded the full {formatCents(order.amountCents)} to your card, and nothing was
          added to your account.
          {order.kind === 'subscription' && ' The plan did not start and will not bill you.'}
        </p>
        {/* Stripe's own figure for a refund to reach the card statement. */}
        <p>
          Refunds usually take 5 to 10 business days to show on your statement. We have emailed you
          the details too.
        </p>
      </div>
    </CheckoutNotice>
  );
}

import { useSearchParams } from 'react-router';
import { PlanSuccess } from '../../features/billing';
import { MemberLayout } from '../layouts/member-layout';

/**
 * /plan-success?payment_intent=... (docs/product-rules.md §2); Stripe's redirects land here too.
 * The tab says 'Plan payment', not 'Plan activated': the page may be confirming it, or telling of
 * a refund (decision 0028).
 */
export default function PlanSuccessPage() {
  const [params] = useSearchParams();
  return (
    <MemberLayout section="billing" title="Plan payment">
      {() => <PlanSuccess paymentIntentId={params.get('payment_intent')} />}
    </MemberLayout>
  );
}

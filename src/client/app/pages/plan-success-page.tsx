import { useSearchParams } from 'react-router';
import { PlanSuccess } from '../../features/billing';
import { MemberLayout } from '../layouts/member-layout';

/** /plan-success?payment_intent=... (docs/product-rules.md §2); Stripe's redirects land here too. */
export default function PlanSuccessPage() {
  const [params] = useSearchParams();
  return (
    <MemberLayout section="billing" title="Plan activated">
      {() => <PlanSuccess paymentIntentId={params.get('payment_intent')} />}
    </MemberLayout>
  );
}

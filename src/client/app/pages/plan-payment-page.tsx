import { Navigate, useLocation } from 'react-router';
import { PLAN_IDS } from '#shared/domain/pricing';
import { PlanCheckout } from '../../features/billing';
import { MemberLayout } from '../layouts/member-layout';
import { paths } from '#shared/page-urls';

/** The plan chosen on /billing, from navigation state; anything else is no choice at all. */
function choiceFrom(state: unknown) {
  const { planId, promoCode } = (state ?? {}) as { planId?: unknown; promoCode?: unknown };
  const plan = PLAN_IDS.find((id) => id === planId);
  if (!plan) return null;
  return { planId: plan, promoCode: typeof promoCode === 'string' && promoCode ? promoCode : null };
}

/** /plan-payment (docs/product-rules.md §2): without a chosen plan, back to /billing. */
export default function PlanPaymentPage() {
  const location = useLocation() as { state: unknown };
  const choice = choiceFrom(location.state);
  if (!choice) return <Navigate to={paths.billing} replace />;
  return (
    <MemberLayout section="billing" title="Plan checkout">
      {() => <PlanCheckout choice={choice} />}
    </MemberLayout>
  );
}

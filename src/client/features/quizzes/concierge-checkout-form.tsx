import { useQuery } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { PlanId } from '#shared/domain/pricing';
import { planCheckoutUrl } from '#shared/page-urls';
import { sessionQuery } from '../../lib/session';
import { Button } from '../../ui/button';
import { ConciergeSignUpFields } from './concierge-sign-up-fields';
import { PlanOptions } from './plan-options';

interface ConciergeCheckoutFormProps {
  /** A visitor signed up: the confirmation mail went to this address. */
  onSent: (email: string, planId: PlanId) => void;
}

/**
 * The back of the concierge offer: pick a plan, then its real checkout. A signed-in member goes
 * there at once; a visitor first creates the account, and the confirmation link signs them in and
 * opens the checkout (decision 0026). The card itself is paid on the checkout, in the payment
 * provider's own fields: this form never asks for it.
 */
export function ConciergeCheckoutForm({ onSent }: ConciergeCheckoutFormProps) {
  const session = useQuery(sessionQuery);
  const member = session.data ?? null;
  const navigate = useNavigate();
  const [planId, setPlanId] = useState<PlanId>('popular');

  function toCheckout(event: FormEvent) {
    event.preventDefault();
    void navigate(planCheckoutUrl(planId));
  }

  const plans = <PlanOptions value={planId} onChange={setPlanId} />;
  const note = (
    <p className="flex items-start gap-2 text-sm text-muted">
      <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      You pay on the secure checkout that follows. Cancel anytime.
    </p>
  );
  if (!member)
    return (
      <ConciergeSignUpFields planId={planId} onSent={(email) => onSent(email, planId)}>
        {plans}
        {note}
      </ConciergeSignUpFields>
    );
  return (
    <form noValidate onSubmit={toCheckout} className="flex flex-col gap-5">
      {plans}
      <p className="text-sm text-pretty text-muted">
        Signed in as <strong className="break-all text-fg">{member.email}</strong>.
      </p>
      <Button type="submit" size="lg">
        Continue to Checkout
      </Button>
      {note}
    </form>
  );
}

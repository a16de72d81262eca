import type { FormEvent, ReactNode } from 'react';
import type { PlanId } from '#shared/domain/pricing';
import { Button } from '../../ui/button';
import { AccountFields, useAccountFields } from './account-fields';
import { useSignUpForConcierge } from './api';
import { showNotice, signUpFailure } from './blueprint-errors';

interface ConciergeSignUpFieldsProps {
  planId: PlanId;
  onSent: (email: string) => void;
  /** The plan choice, first, and the note under the button. */
  children: [ReactNode, ReactNode];
}

/**
 * A visitor's way into the concierge checkout: name, email and password create the account
 * (docs/product-rules.md §5 and §8 Sign-up), and the confirmation mail carries the chosen plan.
 */
export function ConciergeSignUpFields({ planId, onSent, children }: ConciergeSignUpFieldsProps) {
  const fields = useAccountFields();
  const signUp = useSignUpForConcierge();
  const [plans, note] = children;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (signUp.isPending || !fields.check()) return;
    const account = fields.trimmed();
    signUp.mutate(
      { planId, ...account },
      {
        onSuccess: () => onSent(account.email),
        onError: (error) => showNotice(signUpFailure(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      {plans}
      <AccountFields
        idPrefix="concierge"
        name={{ label: 'First name or alias', autoComplete: 'given-name' }}
        fields={fields}
      />
      <Button type="submit" size="lg" loading={signUp.isPending}>
        {signUp.isPending ? 'Creating your account...' : 'Create Account & Continue'}
      </Button>
      {note}
    </form>
  );
}

import { LockKeyhole } from 'lucide-react';
import type { FormEvent } from 'react';
import type { Answer } from '#shared/contracts/quizzes';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { AccountFields, useAccountFields } from './account-fields';
import { useSubmitAnonymousBlueprint } from './api';
import { blueprintFailure, QUIZ_REQUIRED, showNotice } from './blueprint-errors';
import { finishBlueprint } from './quiz-storage';

interface BlueprintSignUpFormProps {
  tempUserId: string;
  answers: Answer[];
  defaultEmail: string;
  defaultName: string;
  onSent: (email: string) => void;
}

/**
 * The visitor's side of the /bluz modal: creates the account from the Blueprint. The answer is
 * the same whether or not the email had an account (decision 0016).
 */
export function BlueprintSignUpForm({
  tempUserId,
  answers,
  defaultEmail,
  defaultName,
  onSent,
}: BlueprintSignUpFormProps) {
  const fields = useAccountFields({ name: defaultName, email: defaultEmail });
  const submission = useSubmitAnonymousBlueprint();
  const busy = submission.isPending;
  const { values } = fields;
  const empty = !values.email || !values.name || !values.password;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const account = fields.trimmed();
    if (!account.email || !account.name || !account.password) {
      toast.error('Validation Error', { description: 'Please fill in all fields' });
      return;
    }
    if (answers.length === 0) return showNotice(QUIZ_REQUIRED);
    if (!fields.check()) return;
    submission.mutate(
      { tempUserId, answers, ...account },
      {
        onSuccess: (sent) => {
          finishBlueprint();
          onSent(sent.email);
        },
        onError: (error) => showNotice(blueprintFailure(error)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <AccountFields
        idPrefix="bluz"
        name={{ label: 'Name', autoComplete: 'name' }}
        fields={fields}
      />
      <Button type="submit" size="lg" disabled={empty} loading={busy}>
        {busy ? 'Creating your account...' : 'Create Account & Continue'}
      </Button>
      <p className="flex items-start gap-2 text-sm text-muted">
        <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        We email you a link to confirm your address; then you can unlock your Premium Blueprint
        Report. 30-day money-back guarantee.
      </p>
    </form>
  );
}

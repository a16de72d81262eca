import { LockKeyhole } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Answer } from '../../../shared/contracts/quizzes';
import { Button } from '../../ui/button';
import { Dialog, DialogContent } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { toast } from '../../ui/toast';
import { useAnonymousBlueprintSubmission } from './api';
import { blueprintFailure } from './blueprint-errors';
import { EmailField, NameField } from './contact-fields';
import { isValidEmail, MIN_PASSWORD_LENGTH } from '../../../shared/domain/accounts';
import { finishBlueprint } from './quiz-storage';

interface SignUpModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tempUserId: string;
  answers: Answer[];
  defaultEmail: string;
  defaultName: string;
  /** The server took the sign-up and mailed this address: the person continues from the mail. */
  onSent: (email: string) => void;
}

/**
 * The /bluz sign-up modal (docs/product-rules.md §4, §5, §8): creates the account from the
 * Blueprint. The answer is the same whether or not the email had an account, and the person
 * continues from the mail it sends (decision 0016).
 */
export function SignUpModal({
  open,
  onOpenChange,
  onSent,
  tempUserId,
  answers,
  defaultEmail,
  defaultName,
}: SignUpModalProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [name, setName] = useState(defaultName);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const submission = useAnonymousBlueprintSubmission();
  const busy = submission.isPending;
  const empty = !email || !name || !password;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!email.trim() || !name.trim() || !password) {
      toast.error('Validation Error', { description: 'Please fill in all fields' });
      return;
    }
    if (answers.length === 0) {
      toast.error('Quiz Required', {
        description: 'No quiz data available. Please retake the quiz.',
      });
      return;
    }
    const next = {
      email: isValidEmail(email) ? undefined : 'Please enter a valid email address',
      password:
        password.length >= MIN_PASSWORD_LENGTH
          ? undefined
          : 'Password must be at least 8 characters long.',
    };
    setErrors(next);
    if (next.email || next.password) return;
    submission.mutate(
      { tempUserId, answers, email: email.trim(), name: name.trim(), password },
      {
        onSuccess: (sent) => {
          finishBlueprint();
          onSent(sent.email);
        },
        onError: (error) => {
          const notice = blueprintFailure(error);
          toast.error(notice.title, { description: notice.description });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        title="Your Blueprint Is Ready"
        description="Create your account to save it and unlock your full Compatibility Blueprint report."
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          <EmailField
            id="bluz-email"
            label="Email"
            value={email}
            onChange={setEmail}
            error={errors.email}
          />
          <NameField
            id="bluz-name"
            label="Name"
            autoComplete="name"
            value={name}
            onChange={setName}
          />
          <Field
            label="Password"
            htmlFor="bluz-password"
            hint="At least 8 characters."
            error={errors.password}
          >
            <Input
              id="bluz-password"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              maxLength={128}
            />
          </Field>
          <Button type="submit" size="lg" disabled={empty} loading={busy}>
            {busy ? 'Creating your account...' : 'Create Account & Continue'}
          </Button>
          <p className="flex items-start gap-2 text-sm text-muted">
            <LockKeyhole className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            We email you a link to confirm your address; then you can unlock your Premium Blueprint
            Report. 30-day money-back guarantee.
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}

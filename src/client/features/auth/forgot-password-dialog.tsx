import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../ui/toast';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger, DialogActions } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useRequestPasswordReset } from './api';
import { isValidEmail } from './schemas';

/**
 * 'Forgot password?' (docs/product-rules.md §4 Password reset dialog): form, then 'Email Sent'; closing resets.
 * The server answers the same whether or not the email has an account (docs/security-rules.md, rule 5),
 * so success always shows the confirmation.
 */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const request = useRequestPasswordReset();

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setEmail('');
      setInvalid(false);
      request.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled but React events still bubble to the sign-in form around the trigger.
    event.stopPropagation();
    if (!isValidEmail(email)) {
      setInvalid(true);
      toast.error('Invalid Email', { description: 'Please enter a valid email address.' });
      return;
    }
    setInvalid(false);
    request.mutate(email);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger className="cursor-pointer rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline">
        Forgot password?
      </DialogTrigger>
      {request.isSuccess ? (
        <DialogContent title="Email Sent">
          <div className="flex flex-col items-center gap-4 text-center">
            <span className="grid size-14 place-items-center rounded-full bg-accent-soft text-accent-soft-foreground">
              <MailCheck className="size-7" aria-hidden="true" />
            </span>
            <p className="text-pretty text-muted" role="status">
              If an account exists for <strong className="break-all text-fg">{email.trim()}</strong>
              , a link to reset your password is on its way. It works once and expires after an
              hour.
            </p>
            <DialogClose asChild>
              <Button className="w-full sm:w-auto">Back to Sign In</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : (
        <DialogContent
          title="Reset your password"
          description="Enter the email you signed up with and we will send you a reset link."
        >
          <form noValidate onSubmit={submit} className="flex flex-col gap-5">
            <Field label="Email" htmlFor="reset-email">
              <Input
                id="reset-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                aria-invalid={invalid || undefined}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <DialogActions>
              <Button type="submit" loading={request.isPending}>
                Send Reset Link
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

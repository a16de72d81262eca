import { MailCheck } from 'lucide-react';
import { Button } from '../../ui/button';
import { Dialog, DialogClose, DialogContent, DialogActions, DialogTrigger } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useChangeEmail } from './api';
import { changeEmailSchema, type ChangeEmailValues } from './credential-schemas';
import { refusalOn } from './refusal-field';
import { useDialogForm } from './use-dialog-form';

const EMPTY: ChangeEmailValues = { newEmail: '', currentPassword: '' };

/** Refusals about the address show under it; any other (a wrong password) under the password. */
const REFUSALS = [
  { SAME_EMAIL: 'newEmail', INVALID_EMAIL: 'newEmail' },
  'currentPassword',
] as const;

/**
 * 'Change email': a link goes to the new address and a notice to the current one. The answer is
 * the same whether or not the new address is free (decision 0037), so the dialog only ever says
 * to look in that inbox.
 */
export function ChangeEmailDialog({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const { open, onOpenChange, form } = useDialogForm(changeEmailSchema, EMPTY, change);
  const { errors } = form.formState;
  const sentTo = change.isSuccess ? change.variables.newEmail : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Change email</Button>
      </DialogTrigger>
      <DialogContent
        title={sentTo ? 'Check your new inbox' : 'Change your email'}
        description={sentTo ? undefined : `You sign in with ${currentEmail} today.`}
      >
        {sentTo ? (
          <div className="flex flex-col gap-5" role="status">
            <p className="flex gap-3 rounded-control bg-accent-soft p-4 text-sm text-accent-soft-foreground">
              <MailCheck className="size-5 shrink-0" aria-hidden="true" />
              <span>
                If {sentTo} can be used, a confirmation link is on its way there. Open it to finish;
                until then nothing changes and you keep signing in with {currentEmail}.
              </span>
            </p>
            <DialogClose asChild>
              <Button className="w-full sm:w-auto sm:self-end">Done</Button>
            </DialogClose>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={form.handleSubmit((body) => change.mutate(body))}
            className="flex flex-col gap-4"
          >
            <Field
              label="New email"
              htmlFor="new-email"
              error={errors.newEmail?.message ?? refusalOn(change.error, 'newEmail', ...REFUSALS)}
            >
              <Input
                id="new-email"
                type="email"
                autoComplete="email"
                {...form.register('newEmail')}
              />
            </Field>
            <Field
              label="Current password"
              htmlFor="email-current-password"
              hint="To make sure it is you."
              error={
                errors.currentPassword?.message ??
                refusalOn(change.error, 'currentPassword', ...REFUSALS)
              }
            >
              <Input
                id="email-current-password"
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            </Field>
            <DialogActions>
              <Button type="submit" loading={change.isPending}>
                Send confirmation link
              </Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { Button } from '../../ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useChangePassword } from './api';
import { changePasswordSchema, type ChangePasswordValues } from './credential-schemas';
import { refusalOn } from './refusal-field';
import { useDialogForm } from './use-dialog-form';

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Refusals about the new password; any other (a wrong current one) shows under the current one. */
const NEW_PASSWORD_REFUSALS = {
  PASSWORD_TOO_SHORT: 'newPassword',
  PASSWORD_TOO_LONG: 'newPassword',
} as const;

/** The dialog's three fields, in order. */
const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** 'Change password': the current one first; other devices are signed out when it is done. */
export function ChangePasswordDialog() {
  const change = useChangePassword();
  const { open, onOpenChange, form } = useDialogForm(changePasswordSchema, EMPTY, change);
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => onOpenChange(false) }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">Change password</Button>
      </DialogTrigger>
      <DialogContent
        title="Change your password"
        description="You stay signed in here; every other device is signed out."
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          {FIELDS.map(({ name, label, autoComplete }) => (
            <Field
              key={name}
              label={label}
              htmlFor={`change-${name}`}
              hint={name === 'newPassword' ? 'At least 8 characters.' : undefined}
              error={
                errors[name]?.message ??
                refusalOn(change.error, name, NEW_PASSWORD_REFUSALS, 'currentPassword')
              }
            >
              <Input
                id={`change-${name}`}
                type="password"
                autoComplete={autoComplete}
                {...form.register(name)}
              />
            </Field>
          ))}
          <DialogActions>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

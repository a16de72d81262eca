import { disableTwoFactorBody } from '#shared/contracts/two-factor';
import { Button } from '../../ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useTurnOffTwoFactor } from './api';
import { refusalOn } from './refusal-field';
import { useDialogForm } from './use-dialog-form';

const EMPTY = { password: '', code: '' };

/** 'Turn off': the password and a code, so an open session alone cannot take it away. */
export function TurnOffTwoFactorDialog() {
  const turnOff = useTurnOffTwoFactor();
  const { open, onOpenChange, form } = useDialogForm(disableTwoFactorBody, EMPTY, turnOff);
  const { errors } = form.formState;
  // A wrong password (or too many) shows under the password; a refused code under the code.
  const refusal = (field: 'password' | 'code') =>
    refusalOn(
      turnOff.error,
      field,
      { WRONG_PASSWORD: 'password', RATE_LIMITED: 'password' },
      'code',
    );
  const submit = form.handleSubmit((body) =>
    turnOff.mutate(body, { onSuccess: () => onOpenChange(false) }),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className="self-start">
          Turn off
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Turn off two-factor sign-in?"
        description="Signing in will ask for your password only. Your backup codes stop working."
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field
            label="Password"
            htmlFor="two-factor-off-password"
            error={errors.password?.message ?? refusal('password')}
          >
            <Input
              id="two-factor-off-password"
              type="password"
              autoComplete="current-password"
              {...form.register('password')}
            />
          </Field>
          <Field
            label="Code from your app, or a backup code"
            htmlFor="two-factor-off-code"
            error={errors.code?.message ?? refusal('code')}
          >
            <Input
              id="two-factor-off-code"
              autoComplete="one-time-code"
              {...form.register('code')}
            />
          </Field>
          <DialogActions>
            <Button type="submit" variant="danger" loading={turnOff.isPending}>
              Turn off
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}

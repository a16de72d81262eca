import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authenticatorCode, backupCode, twoFactorApi } from '#shared/contracts/two-factor';
import { paths } from '#shared/page-urls';
import { isApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useSignInCode } from './api';
import { AuthLink } from './auth-layout';

const appCodeForm = z.object({ code: authenticatorCode });
const backupCodeForm = z.object({ code: backupCode });

/**
 * Sign-in's second step (decision 0040): a code from the authenticator app, or one of the backup
 * codes when the phone is not at hand. A sign-in that expired (ten minutes, or five wrong codes)
 * sends the member back to the password.
 */
export function SignInCodeForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const [backup, setBackup] = useState(false);
  const verify = useSignInCode();
  const form = useForm<{ code: string }>({
    resolver: zodResolver(backup ? backupCodeForm : appCodeForm),
    defaultValues: { code: '' },
  });
  const refusal = verify.error;
  const expired =
    isApiError(refusal, twoFactorApi.verifyCode) && refusal.code === 'SIGN_IN_EXPIRED';
  const submit = form.handleSubmit(({ code }) =>
    verify.mutate({ code, backup }, { onSuccess: () => void onSignedIn() }),
  );
  function switchKind() {
    setBackup(!backup);
    form.reset({ code: '' });
    verify.reset();
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field
        label={backup ? 'Backup code' : 'Code from your authenticator app'}
        htmlFor="sign-in-code"
        hint={
          backup
            ? 'One of the ten codes you saved when you turned this on. Each works once.'
            : 'Open your authenticator app and type the 6-digit code it shows for Right One.'
        }
        error={form.formState.errors.code?.message ?? refusal?.message}
      >
        <Input
          id="sign-in-code"
          // A new field for each kind, so the browser offers the right keyboard and autofill.
          key={backup ? 'backup' : 'app'}
          autoComplete="one-time-code"
          inputMode={backup ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          {...form.register('code')}
        />
      </Field>
      {expired ? (
        <p className="text-sm text-muted">
          <AuthLink to={paths.login}>Sign in again</AuthLink> with your email and password.
        </p>
      ) : (
        <Button type="submit" size="lg" loading={verify.isPending || verify.isSuccess}>
          {verify.isPending ? 'Checking...' : 'Continue'}
        </Button>
      )}
      <button
        type="button"
        onClick={switchKind}
        className="self-center rounded-sm text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        {backup ? 'Use a code from my app instead' : 'Use a backup code instead'}
      </button>
    </form>
  );
}

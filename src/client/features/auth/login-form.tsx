import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useSignIn } from './api';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { loginSchema, type LoginValues } from './schemas';

interface LoginFormProps {
  defaultEmail?: string;
  /** Runs after the server accepted the credentials and the session was read again. */
  onSignedIn: () => void | Promise<void>;
  /** Runs when the password was right and the account asks for an authenticator code next. */
  onCodeAsked: () => void | Promise<void>;
}

/** Email + password sign-in (docs/product-rules.md §2 /login, 5 Login, 8 Login). */
export function LoginForm({ defaultEmail = '', onSignedIn, onCodeAsked }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const signInMutation = useSignIn();

  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) =>
        signInMutation.mutate(v, {
          onSuccess: (outcome) => void (outcome === 'signedIn' ? onSignedIn() : onCodeAsked()),
        }),
      )}
      className="flex flex-col gap-5"
    >
      <Field label="Email" htmlFor="login-email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <Field label="Password" htmlFor="login-password" error={errors.password?.message}>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        </Field>
        <div className="flex justify-end">
          <ForgotPasswordDialog />
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        loading={signInMutation.isPending || signInMutation.isSuccess}
      >
        {signInMutation.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toast';
import { signIn } from '../../lib/auth-client';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { asAuthFailure, signInFailure } from './error-messages';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { notify } from './notify';
import { loginSchema, type LoginValues } from './schemas';

interface LoginFormProps {
  defaultEmail?: string;
  /** Runs after the server accepted the credentials (the session cookie is set). */
  onSignedIn: () => void | Promise<void>;
}

/** Email + password sign-in (docs/product-rules.md §2 /login, 5 Login, 8 Login). */
export function LoginForm({ defaultEmail = '', onSignedIn }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const signInMutation = useMutation({
    mutationFn: (values: LoginValues) => signIn(values.email, values.password),
    onSuccess: async () => {
      toast.success('Welcome back!');
      await onSignedIn();
    },
    onError: (error) => notify(signInFailure(asAuthFailure(error))),
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => signInMutation.mutate(v))}
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

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { paths } from '#shared/page-urls';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Field, fieldErrorId } from '../../ui/field';
import { Input } from '../../ui/input';
import { AuthLink } from './auth-layout';
import { useSignUp } from './api';
import { signUpSchema, type SignUpValues } from './schemas';

interface RegisterFormProps {
  defaultName?: string;
  defaultEmail?: string;
  /** Runs once the account exists; the person still has to confirm their email. */
  onRegistered: (email: string) => void;
}

/** Sign-up (docs/product-rules.md §2 Sign-up page, 5 Sign-up, 8 Sign-up). */
export function RegisterForm({
  defaultName = '',
  defaultEmail = '',
  onRegistered,
}: RegisterFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      name: defaultName,
      email: defaultEmail,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });

  const signUpMutation = useSignUp();
  const submit = ({ name, email, password }: SignUpValues) =>
    signUpMutation.mutate({ name, email, password }, { onSuccess: () => onRegistered(email) });

  const termsError = errors.acceptTerms?.message;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="flex flex-col gap-5">
      <Field label="First name or alias" htmlFor="register-name" error={errors.name?.message}>
        <Input id="register-name" autoComplete="given-name" {...register('name')} />
      </Field>
      <Field label="Email" htmlFor="register-email" error={errors.email?.message}>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          {...register('email')}
        />
      </Field>
      <Field
        label="Password"
        htmlFor="register-password"
        hint="At least 8 characters."
        error={errors.password?.message}
      >
        <Input
          id="register-password"
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
      </Field>
      <Field
        label="Confirm password"
        htmlFor="register-confirm"
        error={errors.confirmPassword?.message}
      >
        <Input
          id="register-confirm"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                id="register-terms"
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? fieldErrorId('register-terms') : undefined}
                className="mt-0.5"
              />
            )}
          />
          <label htmlFor="register-terms" className="text-sm leading-snug text-fg">
            I agree to the <AuthLink to={paths.terms}>Terms of Service</AuthLink> and{' '}
            <AuthLink to={paths.privacy}>Privacy Policy</AuthLink>.
          </label>
        </div>
        {termsError && (
          <p
            id={fieldErrorId('register-terms')}
            role="alert"
            className="text-sm font-semibold text-danger-soft-foreground"
          >
            {termsError}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" loading={signUpMutation.isPending}>
        {signUpMutation.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

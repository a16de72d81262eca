import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useResetPassword } from './api';
import { newPasswordSchema, type NewPasswordValues } from './schemas';

interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

/** Choose a new password with the token from the reset mail (docs/product-rules.md §2 Password reset page). */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const reset = useResetPassword();

  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ password }) =>
        reset.mutate({ token, password }, { onSuccess: onReset }),
      )}
      className="flex flex-col gap-5"
    >
      <Field
        label="New password"
        htmlFor="new-password"
        hint="At least 8 characters."
        error={errors.password?.message}
      >
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
      </Field>
      <Field
        label="Confirm new password"
        htmlFor="confirm-new-password"
        error={errors.confirmPassword?.message}
      >
        <Input
          id="confirm-new-password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
      </Field>
      <Button type="submit" size="lg" loading={reset.isPending}>
        {reset.isPending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}

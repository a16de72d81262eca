import { z } from 'zod';
import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH } from '#shared/domain/accounts';

/** The Settings forms for a new password and a new address: checked here before the server does. */
const currentPassword = z.string().min(1, 'Please enter your current password.');

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string()
      .min(MIN_PASSWORD_LENGTH, `Please choose at least ${MIN_PASSWORD_LENGTH} characters.`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords are not the same.',
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  newEmail: z.string().trim().regex(EMAIL_PATTERN, 'Please enter a valid email address.'),
  currentPassword,
});
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

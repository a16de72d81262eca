import { z } from 'zod';

import { EMAIL_PATTERN, isValidEmail, MIN_PASSWORD_LENGTH } from '#shared/domain/accounts';

export { EMAIL_PATTERN, isValidEmail, MIN_PASSWORD_LENGTH };

export const messages = {
  email: 'Please enter a valid email address',
  loginPassword: 'Please enter your password.',
  name: 'Please enter your first name or alias.',
  signUpPassword: 'Please enter a password.',
  passwordLength: 'Password must be at least 8 characters long.',
  passwordsDiffer: 'Passwords do not match.',
  terms: 'Please agree to the Terms of Service and Privacy Policy.',
  resetPasswordsDiffer: 'Please make sure both passwords are identical.',
} as const;

const email = z.string().trim().regex(EMAIL_PATTERN, messages.email);

export const loginSchema = z.object({
  email,
  password: z.string().min(1, messages.loginPassword),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, messages.name),
    email,
    password: z
      .string()
      .min(1, messages.signUpPassword)
      .min(MIN_PASSWORD_LENGTH, messages.passwordLength),
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, messages.terms),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordsDiffer,
  });
export type SignUpValues = z.infer<typeof signUpSchema>;

export const newPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, messages.passwordLength),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.resetPasswordsDiffer,
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

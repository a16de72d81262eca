import { describe, expect, it } from 'vitest';
import { isValidEmail, loginSchema, messages, newPasswordSchema, signUpSchema } from './schemas';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('isValidEmail', () => {
  it('accepts simple addresses and rejects spaces, missing @ or domain dot', () => {
    expect(isValidEmail('ana@example.com')).toBe(true);
    expect(isValidEmail('  ana@example.co.uk ')).toBe(true);
    expect(isValidEmail('ana example@x.com')).toBe(false);
    expect(isValidEmail('ana@@x.com')).toBe(false);
    expect(isValidEmail('ana@localhost')).toBe(false);
  });
});

describe('form schemas', () => {
  it('login requires a password', () => {
    expect(firstError(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      messages.loginPassword,
    );
  });

  const signUp = {
    name: 'Ana',
    email: 'a@b.co',
    password: 'longenough',
    confirmPassword: 'longenough',
    acceptTerms: true,
  };
  it('sign-up checks name, length, match and terms', () => {
    expect(signUpSchema.safeParse(signUp).success).toBe(true);
    expect(firstError(signUpSchema.safeParse({ ...signUp, name: '  ' }))).toBe(messages.name);
    expect(
      firstError(signUpSchema.safeParse({ ...signUp, password: '', confirmPassword: '' })),
    ).toBe(messages.signUpPassword);
    expect(
      firstError(
        signUpSchema.safeParse({ ...signUp, password: 'short', confirmPassword: 'short' }),
      ),
    ).toBe(messages.passwordLength);
    expect(firstError(signUpSchema.safeParse({ ...signUp, confirmPassword: 'different' }))).toBe(
      messages.passwordsDiffer,
    );
    expect(firstError(signUpSchema.safeParse({ ...signUp, acceptTerms: false }))).toBe(
      messages.terms,
    );
  });

  it('new password needs 8 characters and two identical entries', () => {
    expect(
      firstError(newPasswordSchema.safeParse({ password: 'short', confirmPassword: 'short' })),
    ).toBe(messages.passwordLength);
    expect(
      firstError(
        newPasswordSchema.safeParse({ password: 'longenough', confirmPassword: 'longenouhg' }),
      ),
    ).toBe(messages.resetPasswordsDiffer);
  });
});

import { describe, expect, it } from 'vitest';
import {
  asAuthFailure,
  resetPasswordFailure,
  resetRequestFailure,
  signInFailure,
  signUpFailure,
} from './error-messages';

const failure = (status: number, code: string, message = '') => ({ status, code, message });

describe('signInFailure', () => {
  it('maps wrong credentials to the spec text', () => {
    expect(
      signInFailure(failure(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')),
    ).toEqual({
      tone: 'error',
      title: 'Sign In Error',
      description: 'Invalid email or password. Please check your credentials and try again.',
    });
  });

  it('asks for email confirmation without alarming', () => {
    const notice = signInFailure(failure(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'));
    expect(notice.tone).toBe('warning');
    expect(notice.title).toBe('Email Confirmation Required');
    expect(notice.description).toBe(
      'Please complete the email confirmation. Check your email inbox and click the confirmation link.',
    );
  });

  it('says to wait when rate limited', () => {
    expect(signInFailure(failure(429, 'RATE_LIMITED')).title).toBe('Rate Limit Exceeded');
  });

  it('passes the connection message through when the server is unreachable', () => {
    expect(signInFailure(failure(0, 'NETWORK', 'We could not reach Right One.')).description).toBe(
      'We could not reach Right One.',
    );
  });

  it('falls back to the generic sign-in text', () => {
    expect(signInFailure(failure(500, 'INTERNAL')).description).toBe(
      'An error occurred during sign in. Please try again.',
    );
  });
});

describe('signUpFailure', () => {
  it('maps 429 to the rate-limit texts', () => {
    expect(signUpFailure(failure(429, 'RATE_LIMITED'))).toEqual({
      tone: 'error',
      title: 'Rate Limit Exceeded',
      description: 'Too many signup attempts. Please wait a few minutes and try again.',
    });
  });

  it('maps email and password problems', () => {
    expect(signUpFailure(failure(422, 'INVALID_EMAIL', 'Invalid email')).description).toBe(
      'There was an issue with your email. Please check and try again.',
    );
    expect(
      signUpFailure(failure(422, 'PASSWORD_TOO_SHORT', 'Password too short')).description,
    ).toBe('Password requirements not met. Please use a stronger password.');
  });

  it('treats an unreachable server as an unexpected error', () => {
    expect(signUpFailure(failure(0, 'NETWORK'))).toMatchObject({
      title: 'Signup Error',
      description: 'An unexpected error occurred. Please try again.',
    });
  });

  it('falls back to the generic sign-up text', () => {
    expect(signUpFailure(failure(500, 'INTERNAL')).description).toBe(
      'An error occurred during sign up. Please try again.',
    );
  });
});

describe('resetRequestFailure', () => {
  it('maps rate limits and everything else', () => {
    expect(resetRequestFailure(failure(429, 'RATE_LIMITED')).description).toBe(
      'Too many requests. Please wait before trying again.',
    );
    expect(resetRequestFailure(failure(500, 'INTERNAL')).description).toBe(
      'An error occurred. Please try again.',
    );
  });
});

describe('resetPasswordFailure', () => {
  it('says an invalid token link has expired', () => {
    expect(
      resetPasswordFailure(failure(400, 'INVALID_TOKEN', 'Invalid or expired token')).description,
    ).toBe('This reset link has expired. Please request a new password reset.');
  });

  it('says a lost session has expired', () => {
    expect(
      resetPasswordFailure(failure(401, 'AUTH_ERROR', 'Auth session missing')).description,
    ).toBe('Your reset session has expired. Please request a new password reset.');
  });

  it('maps a short password and the default', () => {
    expect(resetPasswordFailure(failure(400, 'PASSWORD_TOO_SHORT')).title).toBe('Invalid Password');
    expect(resetPasswordFailure(failure(500, 'INTERNAL')).description).toBe(
      'An error occurred. Please try again.',
    );
  });
});

describe('asAuthFailure', () => {
  it('reads api errors and tolerates anything else', () => {
    expect(asAuthFailure(Object.assign(new Error('x'), { status: 401, code: 'C' }))).toEqual({
      status: 401,
      code: 'C',
      message: 'x',
    });
    expect(asAuthFailure('boom')).toEqual({ status: -1, code: 'UNKNOWN', message: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { blueprintFailure, signUpFailure } from './blueprint-errors';

const RATE_LIMITED = {
  title: 'Rate Limit Exceeded',
  description: 'Too many signup attempts. Please wait a few minutes and try again.',
};
const UNEXPECTED = {
  title: 'Signup Error',
  description: 'An unexpected error occurred. Please try again.',
};
const signUpText = (description: string) => ({ title: 'Sign Up Error', description });

describe('signUpFailure (the spec’s sign-up errors)', () => {
  it('maps a 429 and any answer naming a rate limit to Rate Limit Exceeded', () => {
    expect(signUpFailure(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toEqual(RATE_LIMITED);
    expect(signUpFailure(new ApiError(400, 'X', 'rate limit reached'))).toEqual(RATE_LIMITED);
    expect(signUpFailure(new ApiError(400, 'X', 'Error 429 upstream'))).toEqual(RATE_LIMITED);
  });

  it('maps a message about the email, then one about the password', () => {
    expect(signUpFailure(new ApiError(400, 'SIGN_UP_FAILED', 'Invalid email'))).toEqual(
      signUpText('There was an issue with your email. Please check and try again.'),
    );
    expect(signUpFailure(new ApiError(400, 'INVALID_EMAIL', 'Invalid'))).toEqual(
      signUpText('There was an issue with your email. Please check and try again.'),
    );
    expect(signUpFailure(new ApiError(400, 'PASSWORD_TOO_SHORT', 'Password too short'))).toEqual(
      signUpText('Password requirements not met. Please use a stronger password.'),
    );
  });

  it('falls back to the default text for any other answer', () => {
    expect(signUpFailure(new ApiError(422, 'FAILED_TO_CREATE_USER', 'Failed'))).toEqual(
      signUpText('An error occurred during sign up. Please try again.'),
    );
  });

  it('treats no answer at all and anything thrown as an unexpected exception', () => {
    expect(signUpFailure(new ApiError(0, 'NETWORK', 'Failed to fetch'))).toEqual(UNEXPECTED);
    expect(signUpFailure(new TypeError('x is undefined'))).toEqual(UNEXPECTED);
    expect(signUpFailure('odd')).toEqual(UNEXPECTED);
    expect(signUpFailure(new Error('rate limit hit'))).toEqual({
      title: 'Rate Limit Exceeded',
      description: 'Rate limit exceeded. Please wait a few minutes before trying again.',
    });
  });
});

describe('blueprintFailure (the /bluz modal)', () => {
  it('maps a rate limit to Rate Limit Exceeded, whatever the code', () => {
    expect(blueprintFailure(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toEqual(RATE_LIMITED);
    expect(blueprintFailure(new ApiError(404, 'NOT_FOUND', 'rate limit'))).toEqual(RATE_LIMITED);
  });

  it("keeps the server's words for a failing quiz link, with the spec's fallback", () => {
    expect(
      blueprintFailure(new ApiError(404, 'NOT_FOUND', 'This quiz link is not valid.')),
    ).toEqual({ title: 'Blueprint Error', description: 'This quiz link is not valid.' });
    expect(
      blueprintFailure(new ApiError(409, 'ALREADY_CLAIMED', 'Please sign in instead.')),
    ).toEqual({ title: 'Blueprint Error', description: 'Please sign in instead.' });
    expect(blueprintFailure(new ApiError(409, 'ALREADY_CLAIMED', ''))).toEqual({
      title: 'Blueprint Error',
      description: 'The User Already Existed',
    });
  });

  it('gives an account failure the sign-up texts', () => {
    expect(blueprintFailure(new ApiError(400, 'SIGN_UP_FAILED', 'Invalid email'))).toEqual(
      signUpText('There was an issue with your email. Please check and try again.'),
    );
    expect(
      blueprintFailure(new ApiError(400, 'SIGN_UP_FAILED', 'Password is too short')).description,
    ).toBe('Password requirements not met. Please use a stronger password.');
    expect(blueprintFailure(new ApiError(400, 'SIGN_UP_FAILED', '')).description).toBe(
      'An error occurred during sign up. Please try again.',
    );
    expect(blueprintFailure(new Error('boom'))).toEqual(UNEXPECTED);
  });
});

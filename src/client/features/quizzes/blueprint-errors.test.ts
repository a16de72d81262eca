import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { blueprintFailure } from './blueprint-errors';

describe('blueprintFailure', () => {
  it('maps a 429 and any message naming a rate limit to Rate Limit Exceeded', () => {
    const expected = {
      title: 'Rate Limit Exceeded',
      description: 'Too many signup attempts. Please wait a few minutes and try again.',
    };
    expect(blueprintFailure(new ApiError(429, 'RATE_LIMITED', 'Slow down'))).toEqual(expected);
    expect(blueprintFailure(new Error('rate limit reached'))).toEqual(expected);
    expect(blueprintFailure(new ApiError(400, 'X', 'Error 429 upstream'))).toEqual(expected);
  });

  it("keeps the server's words for other failures, with the spec's fallback", () => {
    expect(
      blueprintFailure(new ApiError(404, 'NOT_FOUND', 'This quiz link is not valid.')).description,
    ).toBe('This quiz link is not valid.');
    expect(
      blueprintFailure(new ApiError(409, 'ALREADY_CLAIMED', 'Please sign in instead.')),
    ).toEqual({ title: 'Blueprint Error', description: 'Please sign in instead.' });
    expect(blueprintFailure('odd').description).toBe('The User Already Existed');
  });
});

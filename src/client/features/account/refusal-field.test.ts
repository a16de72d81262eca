import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { refusalOn } from './refusal-field';

const byCode = { PASSWORD_TOO_SHORT: 'newPassword' } as const;

describe('a server refusal shows under the field it is about', () => {
  it('puts a refusal of the new password under the new password only', () => {
    const error = new ApiError(400, 'PASSWORD_TOO_SHORT', 'Password too short');
    expect(refusalOn(error, 'newPassword', byCode, 'currentPassword')).toBe('Password too short');
    expect(refusalOn(error, 'currentPassword', byCode, 'currentPassword')).toBeUndefined();
  });

  it('puts any other refusal, or a network failure, under the fallback field', () => {
    const wrong = new ApiError(400, 'WRONG_PASSWORD', 'Not your password');
    expect(refusalOn(wrong, 'currentPassword', byCode, 'currentPassword')).toBe(
      'Not your password',
    );
    expect(refusalOn(new Error('offline'), 'newPassword', byCode, 'currentPassword')).toBe(
      undefined,
    );
    expect(refusalOn(null, 'currentPassword', byCode, 'currentPassword')).toBeUndefined();
  });
});

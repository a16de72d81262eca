import { describe, expect, it } from 'vitest';
import { resetTokenFrom } from './reset-link';

describe('resetTokenFrom', () => {
  it('reads ?token=', () => {
    expect(resetTokenFrom(new URLSearchParams('token=abc123'))).toBe('abc123');
  });

  it('treats a missing, blank or access/refresh-token link as invalid', () => {
    expect(resetTokenFrom(new URLSearchParams(''))).toBeNull();
    expect(resetTokenFrom(new URLSearchParams('token=%20'))).toBeNull();
    expect(resetTokenFrom(new URLSearchParams('access_token=a&refresh_token=b'))).toBeNull();
  });
});

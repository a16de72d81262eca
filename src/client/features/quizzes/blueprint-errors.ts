import { ApiError } from '../../lib/api-client';

export interface Notice {
  title: string;
  description: string;
}

const RATE_LIMITED: Notice = {
  title: 'Rate Limit Exceeded',
  description: 'Too many signup attempts. Please wait a few minutes and try again.',
};

/**
 * docs/product-rules.md §8 Blueprint call: a rate limit (429, or a message naming it) gets its own
 * words. Any other failure keeps the title 'Blueprint Error' and says what the server said, so the
 * person knows what to fix; the spec's 'The User Already Existed' is left for a failure without
 * words, since an existing account is no longer an error (decision 0016).
 */
export function blueprintFailure(error: unknown): Notice {
  const message = error instanceof Error ? error.message : '';
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 429 || /rate limit|429/i.test(message)) return RATE_LIMITED;
  if (!message) return { title: 'Blueprint Error', description: 'The User Already Existed' };
  return { title: 'Blueprint Error', description: message };
}

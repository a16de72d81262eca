import { quizzesApi } from '../../../shared/contracts/quizzes';
import { ApiError, isApiError } from '../../lib/api-client';

export interface Notice {
  title: string;
  description: string;
}

const RATE_LIMITED: Notice = {
  title: 'Rate Limit Exceeded',
  description: 'Too many signup attempts. Please wait a few minutes and try again.',
};

/**
 * docs/product-rules.md §8 Blueprint call: a rate limit (429, or a message naming it) gets its own words; an
 * existing account reads 'The User Already Existed'. Any other failure keeps the title
 * 'Blueprint Error' but says what the server said, so the person knows what to fix.
 */
export function blueprintFailure(error: unknown): Notice {
  const message = error instanceof Error ? error.message : '';
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 429 || /rate limit|429/i.test(message)) return RATE_LIMITED;
  const exists = isApiError(error, quizzesApi.anonymousBlueprint) && error.code === 'USER_EXISTS';
  if (exists || !message)
    return { title: 'Blueprint Error', description: 'The User Already Existed' };
  return { title: 'Blueprint Error', description: message };
}

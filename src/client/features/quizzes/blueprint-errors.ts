import { ApiError } from '../../lib/api-client';
import { toast } from '../../ui/toast';

export interface Notice {
  title: string;
  description: string;
}

const RATE_LIMITED: Notice = {
  title: 'Rate Limit Exceeded',
  description: 'Too many signup attempts. Please wait a few minutes and try again.',
};

/** The quiz link itself failed (unknown, already used): the server's words say what happened. */
const BLUEPRINT_CODES = new Set([
  'NOT_FOUND',
  'ALREADY_CLAIMED',
  'UNKNOWN_QUESTION',
  'WRONG_QUIZ',
  'INCOMPLETE_QUIZ',
]);

/** docs/product-rules.md §5: the sign-up modal with no answers to send. */
export const QUIZ_REQUIRED: Notice = {
  title: 'Quiz Required',
  description: 'No quiz data available. Please retake the quiz.',
};

export const showNotice = (notice: Notice) =>
  toast.error(notice.title, { description: notice.description });

const isRateLimit = (message: string) => /rate limit|429/i.test(message);

/**
 * docs/product-rules.md §8 Sign-up, for the sign-ups the quizzes start (the /bluz modal, the
 * concierge offer). An answer from the server: a rate limit (429, or a message naming it) gets
 * its own words, then a message naming the email or the password, else the default. Anything
 * else thrown (no answer at all, a bug) is the spec's unexpected exception.
 */
export function signUpFailure(error: unknown): Notice {
  const message = error instanceof Error ? error.message : '';
  // Status 0: the api client never reached the server (offline, blocked).
  if (!(error instanceof ApiError) || error.status === 0) {
    return isRateLimit(message)
      ? {
          title: 'Rate Limit Exceeded',
          description: 'Rate limit exceeded. Please wait a few minutes before trying again.',
        }
      : { title: 'Signup Error', description: 'An unexpected error occurred. Please try again.' };
  }
  if (error.status === 429 || isRateLimit(message)) return RATE_LIMITED;
  const words = `${error.code} ${message}`.toLowerCase();
  const description = words.includes('email')
    ? 'There was an issue with your email. Please check and try again.'
    : words.includes('password')
      ? 'Password requirements not met. Please use a stronger password.'
      : 'An error occurred during sign up. Please try again.';
  return { title: 'Sign Up Error', description };
}

/**
 * docs/product-rules.md §8 Blueprint call: a rate limit gets its own words; a failure of the quiz
 * link or its answers keeps the title 'Blueprint Error' and says what the server said, so the
 * person knows what to do; the spec's 'The User Already Existed' is left for such a failure
 * without words, since an existing account is no longer an error (decision 0016). Every other
 * failure is the account's: the sign-up texts.
 */
export function blueprintFailure(error: unknown): Notice {
  const message = error instanceof Error ? error.message : '';
  const code: string = error instanceof ApiError ? String(error.code) : '';
  if (BLUEPRINT_CODES.has(code) && !isRateLimit(message))
    return { title: 'Blueprint Error', description: message || 'The User Already Existed' };
  return signUpFailure(error);
}

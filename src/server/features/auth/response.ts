/** Session tokens live in HttpOnly cookies only; they never appear in a JSON body (docs/security-rules.md, rule 3). */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'token')
        .map(([key, v]) => [key, withoutTokens(v)]),
    );
  }
  return value;
}

/** A signed-in member's password, asked again before a change, was not theirs. */
export const WRONG_PASSWORD = 'That is not your current password. Please try again.';
/** The account's limit of wrong passwords (throttle.ts) is reached. */
export const LOCKED = 'Too many wrong passwords. Please wait 15 minutes and try again.';

/** What a client told to slow down reads, whether better-auth or our throttle says so. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** better-auth answers errors as {code, message}; we answer every error as {error: {code, message}}. */
export function asErrorBody(status: number, body: unknown) {
  const b = (body ?? {}) as { code?: unknown; message?: unknown };
  const code =
    typeof b.code === 'string' && b.code ? b.code : status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR';
  const message =
    status === 429
      ? TOO_MANY_ATTEMPTS
      : typeof b.message === 'string' && b.message
        ? b.message
        : 'Something went wrong. Please try again.';
  return { error: { code, message } };
}

import { SESSION_HINT_COOKIE } from '#shared/domain/accounts';

/**
 * Whether this browser may be signed in: the server sets this readable cookie beside the
 * (HttpOnly) session cookie and drops it with it. Without it the visitor is signed out, and
 * nothing needs asking. Always false outside a browser (the build's prerender).
 */
export const mayHaveSession = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((c) => c.trim().startsWith(`${SESSION_HINT_COOKIE}=1`));

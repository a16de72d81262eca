/** Account rules both sides apply. */

/** docs/product-rules.md §5: a simple email — no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** A product decision (docs/product-rules.md §5): at least 8 characters everywhere, sign-up included. */
export const MIN_PASSWORD_LENGTH = 8;

/** A member's full name, the same at sign-up and in the profile (and so on the account). */
export const MAX_NAME_LENGTH = 100;

/**
 * The roles an account can have: members are 'user', testers try features early, and a
 * concierge is staff who looks after concierge-plan members (decision 0036).
 */
export const ROLES = ['admin', 'user', 'tester', 'concierge'] as const;

/**
 * A cookie that only says "a session cookie is set": the session cookie itself is HttpOnly, and
 * without this hint every anonymous visit would have to ask the server (and load the code that
 * reads its answer) to learn that nobody is signed in. It carries no secret; the server decides.
 */
export const SESSION_HINT_COOKIE = 'ro_has_session';

/** The first word of a member's name: what a realtime nudge or a toast may carry of it. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** Plans that include chat with matches: Premium and VIP (any letter case, as stored). */
export const planIncludesChat = (plan: string | null | undefined) =>
  ['premium', 'vip'].includes(plan?.toLowerCase() ?? '');

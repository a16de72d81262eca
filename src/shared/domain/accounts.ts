/** Account rules both sides apply. */

/** docs/product-rules.md §5: a simple email — no spaces, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** A product decision (docs/product-rules.md §5): at least 8 characters everywhere, sign-up included. */
export const MIN_PASSWORD_LENGTH = 8;

/** The three roles an account can have: members are 'user', testers try features early. */
export const ROLES = ['admin', 'user', 'tester'] as const;

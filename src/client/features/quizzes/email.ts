/** SPEC 5: a simple email: no spaces, one @, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

import { MAX_NAME_LENGTH } from '#shared/domain/accounts.js';
import { PROFILE_MESSAGES } from '#shared/contracts/profiles.js';
/**
 * Checks on a /api/auth body before it reaches better-auth. Its endpoints take one flat JSON
 * object; anything else, nested deeper than any of them needs, would overflow JSON.stringify on
 * the way in (a 500). An email longer than any real address (RFC 5321: 254) is refused before it
 * is hashed, regex-checked or used as a throttle key; a name is held to the profile's rule, since
 * it becomes the profile's name (docs/security-rules.md, rule 24).
 */
export const MAX_BODY_DEPTH = 4;
export const MAX_EMAIL_LENGTH = 254;

export type BodyProblem = { code: 'VALIDATION_ERROR' | 'INVALID_EMAIL'; message: string };

function depthWithin(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (limit === 0) return false;
  return Object.values(value).every((v) => depthWithin(v, limit - 1));
}

export function authBodyProblem(body: unknown): BodyProblem | null {
  if (body === undefined || body === null) return null;
  if (typeof body !== 'object' || Array.isArray(body) || !depthWithin(body, MAX_BODY_DEPTH)) {
    return { code: 'VALIDATION_ERROR', message: 'The request body must be a JSON object.' };
  }
  const { email, name } = body as { email?: unknown; name?: unknown };
  if (typeof email === 'string' && email.length > MAX_EMAIL_LENGTH)
    return { code: 'INVALID_EMAIL', message: 'Invalid email' };
  if (typeof name === 'string' && name.trim().length > MAX_NAME_LENGTH)
    return { code: 'VALIDATION_ERROR', message: PROFILE_MESSAGES.nameTooLong };
  return null;
}

import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { authBasePath } from '#shared/contracts/auth.js';

/**
 * Who chose an account's password is known only to the browser that signed up; who owns the
 * address is known only to whoever opens the confirmation mail. A stranger can sign up with
 * someone else's address, so a confirmation keeps the password only when both are the same
 * browser: sign-up leaves this cookie there (an HMAC of the new account's id, so it cannot be
 * made for another account), and the confirmation link, opened in that browser, carries it back.
 * Opened anywhere else, the password is dropped and the clicker chooses one (confirmation.ts).
 */
export const REGISTRANT_COOKIE = 'right_one_registrant';
/** What is read of the better-auth instance (named by shape: better-auth.ts imports this file). */
interface AuthSettings {
  options: { secret?: string; baseURL?: string | object };
}

/** As long as the confirmation link works. */
const MAX_AGE_SECONDS = 60 * 60 * 24;

const proofOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`registrant:${userId}`).digest('base64url');

/**
 * Sets the cookie for the account just signed up (the route's scope registers @fastify/cookie).
 * An address that already had an account gets a cookie of the same shape for an id that is no
 * account (`null`), so the answer says nothing about the address, and a second sign-up cannot
 * prove the first one's password.
 */
export function markRegistrant(reply: FastifyReply, auth: AuthSettings, userId: string | null) {
  const { secret = '', baseURL } = auth.options;
  void reply.setCookie(REGISTRANT_COOKIE, proofOf(secret, userId ?? randomUUID()), {
    path: `${authBasePath}/verify-email`,
    httpOnly: true,
    sameSite: 'lax',
    secure: typeof baseURL === 'string' && baseURL.startsWith('https:'),
    maxAge: MAX_AGE_SECONDS,
  });
}

/** Whether `given` (the cookie the confirmation request carried) proves the sign-up of `userId`. */
export function provesRegistrant(secret: string, given: string | null, userId: string) {
  if (!given) return false;
  const expected = Buffer.from(proofOf(secret, userId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

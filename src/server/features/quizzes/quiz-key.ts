import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A temporary user belongs to the browser that took the EQ quiz (docs/security-rules.md, rule 5a).
 * Its id travels in URLs and could be guessed or shared; the key never does except in the
 * results mail. The browser keeps `<id>.<key>` in an HttpOnly cookie scoped to the quiz API;
 * the database keeps only the key's sha256.
 */
const QUIZ_KEY_COOKIE = 'ro_quiz';
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

const hashQuizKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function newQuizKey() {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashQuizKey(key) };
}

/** Does this key open this temporary user? Constant-time, and false for rows without a key. */
export function keyOpens(key: string | undefined, storedHash: string | null): boolean {
  if (!key || !storedHash) return false;
  const given = Buffer.from(hashQuizKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The key for this temporary user: from the mail link when one is given, else this browser's cookie. */
export function quizKeyFor(
  request: FastifyRequest,
  tempUserId: string,
  fromLink?: string,
): string | undefined {
  if (fromLink) return fromLink;
  const held = request.cookies[QUIZ_KEY_COOKIE] ?? '';
  const dot = held.indexOf('.');
  return dot > 0 && held.slice(0, dot) === tempUserId ? held.slice(dot + 1) : undefined;
}

/** Hands the browser the key of the temporary user it is working on (one at a time). */
export function holdQuizKey(reply: FastifyReply, tempUserId: string, key: string, secure: boolean) {
  void reply.setCookie(QUIZ_KEY_COOKIE, `${tempUserId}.${key}`, {
    path: '/api/quizzes',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: THIRTY_DAYS_S,
  });
}

import { isAPIError } from 'better-auth/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/connect.js';
import { authHeaders, type Auth } from './better-auth.js';
import { authErrors } from './errors.js';
import { errorCodeOf, forward, type AuthBody } from './relay.js';
import { LOCKED, WRONG_PASSWORD } from './response.js';
import { clearFailedSignIns, recordFailedSignIn, signInRetryAfter } from './throttle.js';

/**
 * The signed-in member types their password again before something that cannot be undone
 * (deleting the account). Wrong guesses count against the same per-account limit as sign-ins,
 * so a stolen session cannot be used to try passwords: 'locked' once it is reached.
 */
export async function confirmPassword(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<'ok' | 'wrong' | 'locked'> {
  if ((await signInRetryAfter(db, email)) > 0) return 'locked';
  try {
    await auth.api.verifyPassword({ body: { password }, headers: authHeaders(request) });
  } catch (err) {
    if (!isAPIError(err)) throw err;
    await recordFailedSignIn(db, email);
    return 'wrong';
  }
  await clearFailedSignIns(db, email);
  return 'ok';
}

/** `confirmPassword` for our own routes: a locked account or a wrong password is refused. */
export async function requireCurrentPassword(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
  email: string,
  password: string,
) {
  const check = await confirmPassword(auth, db, request, email, password);
  if (check === 'locked') throw authErrors.fail('RATE_LIMITED', LOCKED);
  if (check === 'wrong') throw authErrors.fail('WRONG_PASSWORD', WRONG_PASSWORD);
}

/**
 * Forwards a request to one of better-auth's endpoints that checks the current password itself
 * (change-password, two-factor/enable), so it is checked once: a locked account is refused first,
 * and better-auth's INVALID_PASSWORD counts against the account's sign-in limit like any other.
 */
export async function forwardCheckingPassword(
  auth: Auth,
  db: Db,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  email: string,
  body: AuthBody,
): Promise<Response> {
  const wait = await signInRetryAfter(db, email);
  if (wait > 0) {
    void reply.header('retry-after', String(wait));
    throw authErrors.fail('RATE_LIMITED', LOCKED);
  }
  const response = await forward(auth, request, body);
  if (!response.ok && (await errorCodeOf(response)) === 'INVALID_PASSWORD') {
    await recordFailedSignIn(db, email);
    throw authErrors.fail('WRONG_PASSWORD', WRONG_PASSWORD);
  }
  if (response.ok) await clearFailedSignIns(db, email);
  return response;
}

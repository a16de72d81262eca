import { isAPIError } from 'better-auth/api';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/connect.js';
import { authHeaders, type Auth } from './better-auth.js';
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

/**
 * better-auth's links are signed JWTs; a link that moves an account to a new address carries
 * `updateTo` (and `requestType: 'change-email-verification'`). Our hooks read it to tell such a
 * link from a sign-up's confirmation. Only the payload is read, without checking the signature:
 * better-auth checks it before anything the link does, and these hooks run inside that.
 */
export function isEmailChangeToken(token: unknown): boolean {
  if (typeof token !== 'string') return false;
  try {
    const payload: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return typeof payload === 'object' && payload !== null && 'updateTo' in payload;
  } catch {
    return false;
  }
}

/** The token of the link a request opens (/verify-email?token=...), if any. */
export const linkTokenOf = (request: Request | undefined) =>
  request ? new URL(request.url).searchParams.get('token') : null;

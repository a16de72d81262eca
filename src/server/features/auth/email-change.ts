import { and, eq } from 'drizzle-orm';
import { paths, withQuery } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { account } from '#server/db/schema.js';

const emailLinkOutcome = { section: 'settings', email: 'changed' };

/** Where the link in the new address's mail leads once the account has moved. */
export const EMAIL_CHANGED_URL = withQuery(paths.dashboard, emailLinkOutcome);

/** Where an outdated link leads: Settings says it no longer works (better-auth's own shape). */
export const EMAIL_LINK_REFUSED_URL = withQuery(paths.dashboard, {
  ...emailLinkOutcome,
  error: 'INVALID_TOKEN',
});

/**
 * better-auth's links are signed JWTs; a link that moves an account to a new address carries
 * `updateTo`. Only the payload is read here, without checking the signature: better-auth checks
 * it before the link does anything, and what we read only ever refuses a link.
 */
function emailChangeOf(token: unknown): { userId: string; issuedAt: number } | null {
  if (typeof token !== 'string') return null;
  try {
    const payload = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { updateTo?: unknown; userId?: unknown; iat?: unknown };
    if (typeof payload.updateTo !== 'string' || typeof payload.userId !== 'string') return null;
    return { userId: payload.userId, issuedAt: typeof payload.iat === 'number' ? payload.iat : 0 };
  } catch {
    return null;
  }
}

export const isEmailChangeToken = (token: unknown) => emailChangeOf(token) !== null;

/** The token of the link a request opens (/verify-email?token=...), if any. */
export const linkTokenOf = (request: Request | undefined) =>
  request ? new URL(request.url).searchParams.get('token') : null;

/**
 * A link to a new address asked for before the password last changed no longer works: the
 * notice to the old address tells its owner to choose a new password if the change was not
 * theirs, and that must stop the change too (decision 0037). better-auth's token is stateless,
 * so its issue time (whole seconds) is compared with the password's last change.
 */
export async function isOutdatedEmailChange(db: Db, token: unknown): Promise<boolean> {
  const change = emailChangeOf(token);
  if (!change) return false;
  const [credential] = await db
    .select({ updatedAt: account.updatedAt })
    .from(account)
    .where(and(eq(account.userId, change.userId), eq(account.providerId, 'credential')));
  return !!credential && credential.updatedAt.getTime() >= (change.issuedAt + 1) * 1000;
}

import { createHash, randomUUID } from 'node:crypto';
import { setSessionCookie } from 'better-auth/cookies';
import { and, eq, gt } from 'drizzle-orm';
import { checkoutPlanOf } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { verification } from '#server/db/schema.js';

/**
 * The second offer of the EQ results page signs a visitor up for a concierge plan; its checkout
 * needs a session, and nothing else may start one before the email is confirmed (decision 0016).
 * So the confirmation link of that one sign-up signs the member in, once (decision 0026): when
 * its mail is sent, the link's token is recorded here (hashed, in better-auth's verification
 * table); the first successful confirmation with that token uses the record up and starts the
 * session. Links of every other sign-up only confirm, as before, and changing a link's
 * callbackURL does not turn it into a sign-in link.
 */
const claimKey = (token: string) =>
  `plan-link-sign-in:${createHash('sha256').update(token).digest('hex')}`;

/** At mail time: a verification link that leads to a plan checkout may sign in once. */
export async function allowPlanLinkSignIn(
  db: Db,
  link: { userId: string; url: string; token: string; ttlSeconds: number },
) {
  const callbackURL = new URL(link.url).searchParams.get('callbackURL');
  if (!callbackURL || !checkoutPlanOf(callbackURL)) return;
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: claimKey(link.token),
    value: link.userId,
    expiresAt: new Date(Date.now() + link.ttlSeconds * 1000),
  });
}

type EndpointContext = Parameters<typeof setSessionCookie>[0];

/** One atomic delete: of two clicks on the same link, only one finds the record. */
async function takeClaim(db: Db, token: string) {
  const [claim] = await db
    .delete(verification)
    .where(
      and(eq(verification.identifier, claimKey(token)), gt(verification.expiresAt, new Date())),
    )
    .returning({ userId: verification.value });
  return claim;
}

/** The link confirmed an address from another browser: it signs no one in, now or later. */
export async function dropPlanLinkSignIn(db: Db, token: string) {
  await takeClaim(db, token);
}

/** After /verify-email (confirmation.ts): signs in the owner of a plan link it has just confirmed. */
export async function signInByPlanLink(db: Db, ctx: EndpointContext, token: string) {
  const claim = await takeClaim(db, token);
  if (!claim) return;
  const owner = await ctx.context.internalAdapter.findUserById(claim.userId);
  // better-auth refused the token (expired, altered): nothing was confirmed, no session.
  // `banned` is the admin plugin's field, which better-auth's own user type does not name.
  if (!owner?.emailVerified || ('banned' in owner && owner.banned === true)) return;
  const session = await ctx.context.internalAdapter.createSession(owner.id);
  await setSessionCookie(ctx, { session, user: owner });
}

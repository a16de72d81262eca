import { randomBytes } from 'node:crypto';
import { confirmedSetPasswordUrl, isSignInReturnPath } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { dropPlanLinkSignIn, signInByPlanLink } from './plan-link-sign-in.js';
import type { AuthHookContext } from './hook-context.js';
import { provesRegistrant, REGISTRANT_COOKIE } from './registrant-proof.js';

/** How long the confirmed owner has to choose their password: as long as a reset link. */
export const SET_PASSWORD_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * The accounts a request has just confirmed: better-auth calls `afterEmailVerification` only when
 * a link turns an unconfirmed address into a confirmed one (not for a link used again), and the
 * after-hook below, which runs once the endpoint is done, reads it for the same request.
 */
const confirmedBy = new WeakMap<Request, string>();

export function rememberConfirmation(userId: string, request: Request | undefined) {
  if (request) confirmedBy.set(request, userId);
}

/**
 * better-auth's after-hook for /verify-email. A password given at sign-up may be a stranger's
 * (anyone can sign up with any address), so the moment an address is confirmed every session of
 * the account ends, and the password survives only when the link is opened in the browser that
 * chose it (registrant-proof.ts). Otherwise the password is dropped and the clicker, who owns the
 * address, is sent to choose one; no session starts. Then a concierge plan's link may sign in.
 */
export const afterConfirmation = (db: Db, secret: string) =>
  async function confirmed(ctx: AuthHookContext) {
    if (ctx.path !== '/verify-email') return;
    const token: unknown = ctx.query?.token;
    const userId = ctx.request ? confirmedBy.get(ctx.request) : undefined;
    if (userId) {
      const internal = ctx.context.internalAdapter;
      await internal.deleteUserSessions(userId);
      if (!provesRegistrant(secret, ctx.getCookie(REGISTRANT_COOKIE), userId)) {
        const credential = await internal.findCredentialAccount(userId);
        if (credential) await internal.deleteAccount(credential.id);
        if (typeof token === 'string') await dropPlanLinkSignIn(db, token);
        const setPassword = randomBytes(18).toString('base64url');
        // better-auth's own reset record: the reset page and its single-use claim take it as is.
        await internal.createVerificationValue({
          identifier: `reset-password:${setPassword}`,
          value: userId,
          expiresAt: new Date(Date.now() + SET_PASSWORD_TOKEN_TTL_MS),
        });
        const callbackURL: unknown = ctx.query?.callbackURL;
        const next =
          typeof callbackURL === 'string' && isSignInReturnPath(callbackURL) ? callbackURL : null;
        throw ctx.redirect(confirmedSetPasswordUrl(setPassword, next));
      }
    }
    if (typeof token === 'string') await signInByPlanLink(db, ctx, token);
  };

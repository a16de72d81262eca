import { and, eq, lt } from 'drizzle-orm';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Db } from '#server/db/connect.js';
import { totpCodeClaim } from '#server/db/schema.js';
import type { AuthHookContext as AuthContext } from './hook-context.js';

/** better-auth's path for an authenticator code, at sign-in and when it is first turned on. */
export const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
/** The plugin's cookie for a sign-in waiting for its second factor. */
const PENDING_SIGN_IN_COOKIE = 'two_factor';
/**
 * A code is valid in its 30-second step and the one either side of it: after 3 minutes no claim
 * can stop anything, so older ones are dropped.
 */
const CLAIM_KEPT_MS = 3 * 60 * 1000;

export const CODE_ALREADY_USED = {
  code: 'CODE_ALREADY_USED',
  message: 'That code was already used. Wait for the next one in your app.',
} as const;

/** Whose code this is: the signed-in member's, or the one whose sign-in waits for it. */
async function codeOwner(ctx: AuthContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(PENDING_SIGN_IN_COOKIE);
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const record = await ctx.context.internalAdapter.findVerificationValue(pending);
  return record?.value ?? null;
}

const claims = new WeakMap<Request, { userId: string; code: string }>();

/**
 * One authenticator code works once (issue 31): better-auth would accept it again within its
 * window, so a code seen over a shoulder could sign in a second time. Before better-auth checks a
 * code, it is claimed in one atomic insert (runs as a before hook)...
 */
export async function claimTotpCode(db: Db, ctx: AuthContext) {
  if (ctx.path !== VERIFY_TOTP_PATH || !ctx.request) return;
  const code: unknown = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const userId = await codeOwner(ctx);
  if (!userId) return; // better-auth refuses it itself (no session, no pending sign-in)
  const expired = lt(totpCodeClaim.claimedAt, new Date(Date.now() - CLAIM_KEPT_MS));
  await db.delete(totpCodeClaim).where(and(eq(totpCodeClaim.userId, userId), expired));
  const claimed = await db
    .insert(totpCodeClaim)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ userId: totpCodeClaim.userId });
  if (!claimed.length) throw APIError.from('BAD_REQUEST', CODE_ALREADY_USED);
  claims.set(ctx.request, { userId, code });
}

/** ...and a code refused for any reason releases its claim, so it may be typed again (after hook). */
export async function releaseRefusedTotpCode(db: Db, ctx: AuthContext) {
  const claim = ctx.request && claims.get(ctx.request);
  if (!claim || !isAPIError(ctx.context.returned)) return;
  await db
    .delete(totpCodeClaim)
    .where(and(eq(totpCodeClaim.userId, claim.userId), eq(totpCodeClaim.code, claim.code)));
}

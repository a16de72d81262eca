import { createAuthEndpoint, dispatchAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import type { Auth } from '../auth/index.js';

/**
 * A better-auth endpoint that is never mounted on the router (no URL reaches it): it creates a
 * session for an account this server just created and sets the session cookie exactly as
 * better-auth's own sign-in does (signed token, HttpOnly, SameSite=Lax, Secure over https).
 * Used only by the /bluz sign-up, which signs the person in before the email is verified
 * (docs/decisions/0008-blueprint-sign-up.md).
 */
const startSessionEndpoint = createAuthEndpoint(
  '/right-one/start-session',
  { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
  async (ctx) => {
    const found = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
    if (!found) throw ctx.error('NOT_FOUND', { message: 'Account not found' });
    const session = await ctx.context.internalAdapter.createSession(found.id);
    await setSessionCookie(ctx, { session, user: found });
    return ctx.json({ ok: true });
  },
);

type DispatchInput = Parameters<typeof dispatchAuthEndpoint>[1];

/**
 * Signs a freshly created account in. `headers` are the request's (client IP and user agent
 * are recorded on the session). Returns the Set-Cookie lines to put on the response.
 */
export async function startSession(
  auth: Auth,
  userId: string,
  headers: Headers,
): Promise<string[]> {
  const context = await auth.$context;
  // A shallow copy: setSessionCookie records the new session on the context it is given. The
  // cast only widens our instance's exact option types to better-auth's general ones.
  const result = (await dispatchAuthEndpoint(startSessionEndpoint, {
    context: { ...context } as unknown as DispatchInput['context'],
    body: { userId },
    headers,
    returnHeaders: true,
  })) as { headers?: Headers } | undefined;
  const cookies = result?.headers?.getSetCookie() ?? [];
  if (!cookies.length) throw new Error('better-auth set no session cookie');
  return cookies;
}

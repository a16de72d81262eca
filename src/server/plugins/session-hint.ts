import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_HINT_COOKIE } from '#shared/domain/accounts.js';

/** Set-Cookie as Fastify holds it: absent, one line, or several. */
const headerList = (value: ReturnType<FastifyReply['getHeader']>): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];

/**
 * The hint cookie that matches one Set-Cookie of the session cookie: set with the same lifetime
 * and Secure flag, or cleared when the session cookie is cleared. Null for any other cookie.
 */
export function sessionHintFor(setCookie: string, sessionCookie: string): string | null {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  if (pair.slice(0, eq) !== sessionCookie) return null;
  const lifetime = attributes.filter((a) => /^(max-age|expires)=/i.test(a));
  const cleared = pair.slice(eq + 1) === '' || lifetime.some((a) => /^max-age=(0|-)/i.test(a));
  const secure = attributes.some((a) => a.toLowerCase() === 'secure');
  return [
    `${SESSION_HINT_COOKIE}=${cleared ? '' : '1'}`,
    'Path=/',
    'SameSite=Lax',
    ...(cleared ? ['Max-Age=0'] : lifetime),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Whenever an answer sets or clears the session cookie (sign-in, sign-up, sign-out, a refreshed
 * session, the Blueprint quiz's new account), it sets or clears the hint cookie alike, so the
 * browser keeps or drops both together (plugins/session.ts reads the real one).
 */
export function registerSessionHint(app: FastifyInstance, cookieName: Promise<string>) {
  let name: string | undefined;
  void cookieName.then((resolved) => (name = resolved));
  // Synchronous, and a no-op for the many answers that set no cookie: it runs on every request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const cookies = headerList(reply.getHeader('set-cookie'));
    if (!cookies.length) return done(null, payload);
    const addHints = (session: string) => {
      const hints = cookies.flatMap((c) => sessionHintFor(c, session) ?? []);
      // Fastify appends to the Set-Cookie headers already on the reply.
      if (hints.length) reply.header('set-cookie', hints);
      done(null, payload);
    };
    if (name) addHints(name);
    else cookieName.then(addHints, done);
  });
}

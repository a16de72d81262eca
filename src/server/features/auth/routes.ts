import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.js';
import { recordAudit } from '../audit/service.js';
import { authHeaders, MIN_PASSWORD_LENGTH, type Auth } from './better-auth.js';
import { createResetClaims } from './reset-claim.js';
import { authBodyProblem } from './request-guard.js';
import { asErrorBody, withoutTokens } from './response.js';
import { createSignInThrottle } from './throttle.js';

type Body = Record<string, unknown> | undefined;
const normalizeEmail = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
export const SIGN_UP_ANSWER = { status: true };

async function signedInUserId(response: Response): Promise<string | null> {
  const json = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  return typeof json?.user?.id === 'string' ? json.user.id : null;
}

/**
 * /api/auth/* is better-auth, wrapped in our own layer: the client IP comes from Fastify (never a
 * client header), sign-ins are throttled per account, reset tokens are single-use, no token is
 * ever sent in JSON, errors take our shape, and the admin plugin's own endpoints stay closed
 * (admin actions go through /api/admin, which enforces the last-admin rule).
 */
export async function authRoutes(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }) {
  const throttle = createSignInThrottle(db);
  const resetClaims = createResetClaims(db);

  async function forward(request: FastifyRequest, body: Body) {
    const headers = authHeaders(request);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    if (hasBody) headers.set('content-type', 'application/json');
    const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
    return auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: hasBody ? JSON.stringify(body ?? {}) : undefined,
      }),
    );
  }

  /** Relays better-auth's answer; `okBody` replaces a successful body that must not vary. */
  async function send(reply: FastifyReply, response: Response, okBody?: unknown) {
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
        reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (response.ok && okBody !== undefined) return reply.send(okBody);
    const text = await response.text();
    if (!(response.headers.get('content-type') ?? '').includes('json') || !text)
      return reply.send(text);
    const json: unknown = JSON.parse(text);
    return reply.send(response.ok ? withoutTokens(json) : asErrorBody(response.status, json));
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, 'http://x');
      const path = url.pathname.slice('/api/auth'.length);
      if (path.startsWith('/admin/')) {
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found' } });
      }
      const problem = authBodyProblem(request.body);
      if (problem) return reply.status(400).send({ error: problem });
      const body = request.body as Body;
      if (body && 'email' in body) body.email = normalizeEmail(body.email);

      if (path === '/sign-in/email' && request.method === 'POST') {
        const email = typeof body?.email === 'string' ? body.email : '';
        const wait = email ? await throttle.retryAfter(email) : 0;
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return reply.status(429).send(asErrorBody(429, {}));
        }
        const response = await forward(request, body);
        if (response.status === 401) await throttle.recordFailure(email);
        if (response.ok) await throttle.reset(email);
        await recordAudit(db, {
          actorId: response.ok ? await signedInUserId(response) : null,
          action: response.ok ? 'sign-in' : 'sign-in-failed',
          meta: { status: response.status },
          ip: request.ip,
        });
        return send(reply, response);
      }

      // An existing email gets a stand-in user from better-auth that differs in small ways (role:
      // null); one fixed answer says nothing about whether the email has an account (row 5).
      if (path === '/sign-up/email' && request.method === 'POST') {
        return send(reply, await forward(request, body), SIGN_UP_ANSWER);
      }

      if (path === '/reset-password' && request.method === 'POST') {
        // better-auth takes the token from the body or, failing that, the query: claim the same one.
        const token =
          (typeof body?.token === 'string' && body.token) || url.searchParams.get('token');
        const password = body?.newPassword;
        const claimable =
          typeof token === 'string' &&
          typeof password === 'string' &&
          password.length >= MIN_PASSWORD_LENGTH;
        if (claimable && !(await resetClaims.claim(token))) {
          return reply
            .status(400)
            .send({ error: { code: 'INVALID_TOKEN', message: 'Invalid or expired token' } });
        }
        const response = await forward(request, body);
        if (claimable && !response.ok) await resetClaims.release(token);
        return send(reply, response);
      }

      return send(reply, await forward(request, body));
    },
  });
}

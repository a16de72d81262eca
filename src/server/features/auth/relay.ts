import type { FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import { authBasePath } from '#shared/contracts/auth.js';
import { relayedError } from '#server/plugins/errors.js';
import { authHeaders, type Auth } from './better-auth.js';
import { authErrors } from './errors.js';
import { authBodyProblem } from './request-guard.js';
import { asErrorBody, withoutTokens } from './response.js';

export type AuthBody = Record<string, unknown> | null | undefined;

/** Addresses are compared in one spelling: the throttle counts ' Ana@X.com' as 'ana@x.com'. */
export function withNormalizedEmail<B extends AuthBody>(body: B): B {
  if (!body || !('email' in body) || typeof body.email !== 'string') return body;
  return { ...body, email: body.email.trim().toLowerCase() };
}

/**
 * The checks on a body before anything else reads it (request-guard.ts). They run before the
 * contract's schema too, so a body too deep to check answers as it always did.
 */
export async function guardAuthBody(request: FastifyRequest) {
  const problem = authBodyProblem(request.body);
  if (problem) throw authErrors.fail(problem.code, problem.message);
}

/**
 * better-auth's answers go out as they are (with tokens taken out): they are not run through the
 * contract's response schema, which only documents what the client reads.
 */
export const relayedJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

/** Hands a request to better-auth, with the client IP from Fastify (never a client header). */
export function forward(auth: Auth, request: FastifyRequest, body: AuthBody) {
  return forwardTo(auth, request, null, body);
}

/**
 * The same, to another of better-auth's paths (under /api/auth) with this request's cookies: a
 * step our endpoint takes first, such as checking a code before turning two-factor sign-in off.
 */
export function forwardTo(
  auth: Auth,
  request: FastifyRequest,
  path: `/${string}` | null,
  body: AuthBody,
) {
  const headers = authHeaders(request);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
  if (path) url.pathname = `${authBasePath}${path}`;
  return auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    }),
  );
}

/**
 * Relays better-auth's answer: its headers and cookies, the body without tokens, and an error in
 * our shape, through our error handler (so the route's contract is checked against the code).
 * `okBody` replaces a successful body that must not vary.
 */
export async function relay(reply: FastifyReply, response: Response, okBody?: unknown) {
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
  if (response.ok) return reply.send(withoutTokens(json));
  const { error } = asErrorBody(response.status, json);
  throw relayedError(response.status, error.code, error.message);
}

/** The code of better-auth's refusal (INVALID_PASSWORD, INVALID_CODE, ...), read without using the body up. */
export async function errorCodeOf(response: Response): Promise<unknown> {
  const json = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return json?.code;
}

import type {
  FastifyInstance,
  FastifySerializerCompiler,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import type { $ZodType, input, output } from 'zod/v4/core';
import { declaredErrors, type EndpointSpec } from '#shared/contracts/endpoint.js';
import { requireRole, requireUser, type SessionUser } from './session.js';

type Parsed<T> = T extends $ZodType ? output<T> : undefined;

/** What a route handler gets: the validated input, and the caller when the endpoint needs one. */
export interface RouteContext<E extends EndpointSpec> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The signed-in caller; public endpoints do not read the session (it costs a query). */
  user: E['access'] extends 'public' ? undefined : SessionUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<E extends EndpointSpec> = E['responseKind'] extends 'raw' | 'ndjson'
  ? unknown
  : input<E['response']>;
export type RouteHandler<E extends EndpointSpec> = (
  ctx: RouteContext<E>,
) => Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply>;

/** Fastify options a route may add to its contract: a tighter rate limit, a body limit, a socket. */
export type RouteExtras = Partial<
  Pick<RouteOptions, 'config' | 'bodyLimit' | 'serializerCompiler' | 'wsHandler' | 'schema'>
> & {
  /** Runs before the access check (the realtime Origin check answers 403 before 401). */
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Runs after the access check and the body's parsing, before validation. */
  preValidation?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Runs on the validated input, before the handler (a limit keyed on the body). */
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The codes this route's contract declares; plugins/errors.ts checks every answer. */
    errorCodes?: Readonly<Record<string, number>>;
  }
}

const membersOnly = async (request: FastifyRequest) => void (await requireUser(request));
const adminsOnly = async (request: FastifyRequest) => void (await requireRole(request, 'admin'));
const conciergesOnly = async (request: FastifyRequest) =>
  void (await requireRole(request, 'concierge'));
const guards = {
  public: [],
  member: [membersOnly],
  admin: [adminsOnly],
  concierge: [conciergesOnly],
};

const errorBodyFor = (codes: string[]) =>
  z.object({
    error: z.object({ code: z.enum(codes as [string, ...string[]]), message: z.string() }),
  });

/** The documented error answers, one schema per status listing its codes (OpenAPI). */
function errorResponses(codes: Record<string, number>) {
  const byStatus = new Map<number, string[]>();
  for (const [code, status] of Object.entries(codes))
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  return Object.fromEntries([...byStatus].map(([status, list]) => [status, errorBodyFor(list)]));
}

/**
 * Registers `e` on `app`: method, path, schemas and access all come from the contract, so the
 * OpenAPI document and the client can never drift from the server. The access check runs in
 * `onRequest`, before the body is even parsed.
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  e: E,
  handler: RouteHandler<E>,
  { onRequest, config, schema, ...extras }: RouteExtras = {},
) {
  const errorCodes = declaredErrors(e);
  // A raw or streamed answer is written by the handler itself (a stream is not checked here).
  const success =
    e.responseKind === 'raw' || e.responseKind === 'ndjson' ? {} : { 200: e.response };
  app.route({
    ...extras,
    method: e.method,
    url: e.path,
    config: { ...config, errorCodes },
    onRequest: [...(onRequest ? [onRequest] : []), ...guards[e.access]],
    schema: {
      tags: [e.feature],
      summary: e.summary,
      ...(e.params && { params: e.params }),
      ...(e.query && { querystring: e.query }),
      ...(e.body && { body: e.body }),
      ...(e.multipart && { consumes: ['multipart/form-data'] }),
      response: { ...success, ...errorResponses(errorCodes) },
      ...schema,
    },
    handler:
      e.access === 'public'
        ? // No session to read: the handler's own answer (a value or a promise) goes straight
          // back, without an extra promise per request. A reply it sent itself is not sent again.
          (request, reply) => {
            const answer = handler(context(request, reply, undefined));
            return answer === reply ? undefined : answer;
          }
        : async (request, reply) => handler(context(request, reply, await request.sessionUser())),
  });
}

function context<E extends EndpointSpec>(
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser | null | undefined,
) {
  const { params, query, body } = request;
  return { params, query, body, user, request, reply } as RouteContext<E>;
}

/** A route's own, tighter rate limit per client IP; off with RATE_LIMIT=off (tests, benchmarks). */
export const routeLimit = (enabled: boolean, max: number, timeWindow: string) => ({
  rateLimit: enabled ? { max, timeWindow } : (false as const),
});

/**
 * Success answers are checked against their contract; error answers are built by
 * plugins/errors.ts in the one error shape, so they are written as they are (their schemas only
 * document the codes in OpenAPI, and a code a contract forgot must not turn into a crash here).
 */
export const contractSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) =>
  Number(route.httpStatus) >= 400 ? (data) => JSON.stringify(data) : serializerCompiler(route);

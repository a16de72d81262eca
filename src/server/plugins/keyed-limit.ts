import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export interface KeyedLimit {
  /** Names the counter, so two limits on one key (a member) count apart. */
  name: string;
  max: number;
  timeWindow: string;
  /** Whose counter this request adds to; undefined adds to none (the access check answers). */
  key: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
  /** What the refused caller reads; by default, when to try again. */
  message?: (retryInSeconds: number) => string;
}

export type LimitHook = (request: FastifyRequest) => Promise<void>;

const waitMessage = (seconds: number) =>
  `Too many requests. Please wait ${seconds} seconds and try again.`;

/**
 * A limit keyed on something other than the client address: the member, or the address a mail
 * goes to. @fastify/rate-limit runs one limiter per request (the per-IP one in the route's
 * config), so this one asks its store directly; the counters live where the per-IP ones do
 * (Redis when configured), and a store that is away lets the request through, as the per-IP
 * limit does. Off with RATE_LIMIT=off.
 */
export function keyedLimit(app: FastifyInstance, enabled: boolean, limit: KeyedLimit): LimitHook {
  if (!enabled) return async () => undefined;
  const count = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    skipOnError: true,
    keyGenerator: async (request) => `${limit.name}:${await limit.key(request)}`,
  });
  return async (request) => {
    if ((await limit.key(request)) === undefined) return;
    const counted = await count(request);
    if (!counted.isAllowed && counted.isExceeded)
      throw new AppError(429, 'RATE_LIMITED', (limit.message ?? waitMessage)(counted.ttlInSeconds));
  };
}

/** Keys a limit on the signed-in member, whichever addresses they come from. */
export const memberKey = async (request: FastifyRequest) => (await request.sessionUser())?.id;

/** A limit per signed-in member on one endpoint. */
export const perMember = (
  app: FastifyInstance,
  enabled: boolean,
  endpoint: { method: string; path: string },
  max: number,
  timeWindow: string,
): LimitHook =>
  keyedLimit(app, enabled, {
    name: `member ${endpoint.method} ${endpoint.path}`,
    max,
    timeWindow,
    key: memberKey,
  });

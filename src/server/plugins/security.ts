import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationsApi } from '#shared/contracts/notifications.js';
import { billingApi } from '#shared/contracts/billing-api.js';
import type { RedisClient } from '../platform/redis/index.js';
import { AppError } from './errors.js';
import { securityHeaders } from './security-headers.js';
import { refuseNulCharacters } from './text-input.js';

export interface SecurityOptions {
  appUrl: string;
  production: boolean;
  rateLimit: boolean;
  /** Origins allowed to make state-changing calls besides APP_URL (the Vite dev server). */
  extraOrigins?: string[];
  /** Shared counters when several instances serve one address; in-memory otherwise. */
  redis?: RedisClient;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route of the static files (plugins/web-app.ts registers one per built file), not the API. */
const isBuiltFile = (route: string | undefined) =>
  route !== undefined && !route.startsWith('/api/') && !route.startsWith('/dev/');

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions) {
  refuseNulCharacters(app);
  const headers = securityHeaders(opts.production);

  // One generous bucket per client IP; tighter rules live on sensitive routes. The built app's
  // files do not count: one page load fetches dozens, and members behind one shared address (an
  // office, a campus) would otherwise be refused the stylesheet. Decided by the matched route,
  // so only a file that exists is let through; a miss (a scanner's guesses) still counts.
  await app.register(rateLimit, {
    global: opts.rateLimit,
    allowList: (request) => isBuiltFile(request.routeOptions.url),
    max: 600,
    timeWindow: '1 minute',
    redis: opts.redis,
    nameSpace: 'right-one:rate-limit:',
    // Redis away: serve the request unlimited rather than fail it (availability first).
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: {
        code: 'RATE_LIMITED',
        message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      },
    }),
  });

  // Our own state-changing routes accept calls from our own pages only (better-auth checks its own).
  const allowed = new Set([opts.appUrl, ...(opts.extraOrigins ?? [])]);
  // Decided by the matched route, not the raw URL: the router decodes "/%61pi/..." and accepts
  // absolute-form targets, so a prefix test on request.url could be walked around.
  function originError(request: FastifyRequest): AppError | undefined {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const route = request.routeOptions.url;
    if (
      !route?.startsWith('/api/') ||
      route.startsWith('/api/auth/') ||
      route === billingApi.webhook.path ||
      // A mail client's one-click unsubscribe (RFC 8058) has no Origin; its signed token decides.
      route === notificationsApi.unsubscribe.path
    )
      return undefined;
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) return undefined;
    return new AppError(403, 'BAD_ORIGIN', 'This request did not come from the Right One app.');
  }

  // One synchronous hook for both: it runs on every request, so it stays cheap (bench/health.ts).
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // @fastify/websocket lives inside the realtime routes only (its hooks would cost every other
    // request), so an upgrade aimed at any other route is answered over HTTP and its socket closed.
    if (request.headers.upgrade && request.routeOptions.url !== '/api/realtime')
      reply.raw.once('finish', () => reply.raw.socket?.destroy());
    done(originError(request));
  });
}

import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';
import { registerLogRedaction } from './log-redaction.js';

export interface SecurityOptions {
  appUrl: string;
  production: boolean;
  rateLimit: boolean;
  /** Origins allowed to make state-changing calls besides APP_URL (the Vite dev server). */
  extraOrigins?: string[];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions) {
  registerLogRedaction(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: opts.production,
    crossOriginEmbedderPolicy: false,
  });

  // One generous bucket per client IP for everything; tighter rules live on sensitive routes.
  await app.register(rateLimit, {
    global: opts.rateLimit,
    max: 600,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      error: { code: 'RATE_LIMITED', message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.` },
    }),
  });

  // Our own state-changing routes accept calls from our own pages only (better-auth checks its own).
  const allowed = new Set([opts.appUrl, ...(opts.extraOrigins ?? [])]);
  // Decided by the matched route, not the raw URL: the router decodes "/%61pi/..." and accepts
  // absolute-form targets, so a prefix test on request.url could be walked around.
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || route.startsWith('/api/auth/') || route === '/api/billing/webhook') return;
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) {
      throw new AppError(403, 'BAD_ORIGIN', 'This request did not come from the Right One app.');
    }
  });
}

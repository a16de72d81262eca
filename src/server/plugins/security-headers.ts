import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { THEME_INIT_SCRIPT } from '#shared/theme-init-script.js';

/** The one inline script of index.html, allowed by its exact text and nothing else. */
const themeInitHash = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * The security headers every answer carries (strict Content-Security-Policy, HSTS in
 * production, ...), as helmet decides them. Our helmet options hold no per-request parts (no
 * nonces), so helmet runs once, here, and each answer gets the same headers: running helmet per
 * request cost a quarter of the throughput of a small JSON answer (bench/health.ts).
 */
export function securityHeaders(production: boolean): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", themeInitHash, 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: [
          "'self'",
          'https://js.stripe.com',
          'https://hooks.stripe.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
        ],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: production,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  // A stand-in response that only records what helmet sets.
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  let failed: unknown;
  middleware(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (err?: unknown) => (failed = err),
  );
  if (failed) throw failed instanceof Error ? failed : new Error('helmet refused its options');
  return headers;
}

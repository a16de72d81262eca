import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values are secrets: any name holding token, code, secret, password or
 * key (verification and reset links, Stripe's `payment_intent_client_secret` on the return page).
 */
const SECRET_PARAM = /([?&][^=&#]*(?:token|code|secret|password|key|next)[^=&#]*=)[^&#]*/gi;
/** better-auth's reset callback and a data export's link carry their secret in the path. */
const SECRET_PATH = /(\/reset-password\/|\/api\/account\/export\/)[^/?#&]+/gi;

/** A URL fit for a log line: secret query values and path tokens replaced (docs/security-rules.md, rule 20). */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_PARAM, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL redacted. Headers (cookies) are never logged. */
function safeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}

/**
 * Fastify's logger options with the redacting request serializer, so the access log never holds
 * a verification or reset token, whatever options main.ts or a test passes. Set once on the root
 * logger rather than through a child-logger factory: a custom factory costs every request an
 * allocation even with logging off, where Fastify otherwise skips child loggers altogether.
 */
export function withRedactedRequests(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: safeRequest } };
}

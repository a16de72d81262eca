import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An expected failure with a status, a stable code and a message fit for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'NOT_FOUND', what);
export const forbidden = () => new AppError(403, 'FORBIDDEN', 'You do not have access to this.');
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');

const codeForStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Every error leaves as {"error":{"code","message"}}; a 5xx never shows its cause to the client. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send({ error: { code: err.code, message: err.message } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath
        ? ` (${first.instancePath.replace(/^\//, '').replace(/\//g, '.')})`
        : '';
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_ERROR',
          message: `${first?.message ?? 'Invalid input'}${where}`,
        },
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Too many requests. Please wait a few minutes and try again.'
          : err.message;
      return reply
        .status(status)
        .send({ error: { code: codeForStatus[status] ?? 'BAD_REQUEST', message } });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { StorageUnavailableError } from '#server/platform/storage/index.js';

/**
 * An expected failure with a status, a stable code and a message fit for the user. Features get
 * theirs from their contracts' error set (error-set.ts), so the status is the contract's; only
 * the plugins here build one directly, for the codes any endpoint may answer.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An error another service answered (better-auth, relayed by features/auth), passed on with its
 * own status and code: they are that service's to choose, so no error set can type them. The
 * route's contract still judges the code, as it judges every answer (registerErrorHandling).
 */
export const relayedError = (status: number, code: string, message: string) =>
  new AppError(status, code, message);

/** The access check's answer (plugins/session.ts): the code every member endpoint declares. */
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');

const STORAGE_UNAVAILABLE =
  'We could not reach our file storage just now. Nothing was changed: please try again in a moment.';

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

interface ErrorHandlingOptions {
  /**
   * Tests: a code the route's contract does not declare becomes a loud 500, so a test that
   * reaches it fails. In production it is only logged and the answer goes out as it is.
   */
  strictErrorCodes?: boolean;
}

/** Every error leaves as {"error":{"code","message"}}; a 5xx never shows its cause to the client. */
export function registerErrorHandling(
  app: FastifyInstance,
  { strictErrorCodes = false }: ErrorHandlingOptions = {},
) {
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: string,
    message: string,
  ) {
    const declared = request.routeOptions.config?.errorCodes;
    if (declared && declared[code] !== status && status !== 500) {
      request.log.error({ code, status, route: request.routeOptions.url }, 'undeclared error code');
      if (strictErrorCodes)
        return reply.status(500).send({
          error: {
            code: 'UNDECLARED_ERROR_CODE',
            message: `${status} ${code} is not in the contract of ${request.routeOptions.url}`,
          },
        });
    }
    return reply.status(status).send({ error: { code, message } });
  }

  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError)
      return answer(request, reply, err.statusCode, err.code, err.message);
    // The file store is down (platform/storage): the routes that store or read files declare it.
    if (err instanceof StorageUnavailableError) {
      request.log.error({ err }, 'the file store did not answer');
      return answer(request, reply, 503, 'STORAGE_UNAVAILABLE', STORAGE_UNAVAILABLE);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = first?.instancePath
        ? ` (${first.instancePath.replace(/^\//, '').replace(/\//g, '.')})`
        : '';
      return answer(
        request,
        reply,
        400,
        'VALIDATION_ERROR',
        `${first?.message ?? 'Invalid input'}${where}`,
      );
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 429
          ? 'Too many requests. Please wait a few minutes and try again.'
          : err.message;
      return answer(request, reply, status, codeForStatus[status] ?? 'BAD_REQUEST', message);
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });
}

import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** True when any string in `value` (a parsed body, params or query) holds a NUL character. */
function holdsNul(value: unknown): boolean {
  // Iterative: a body may be nested thousands deep, and a recursive walk would run out of stack.
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (next && typeof next === 'object') {
      for (const child of Object.values(next)) pending.push(child);
    }
  }
  return false;
}

/**
 * PostgreSQL's text cannot hold a NUL character (U+0000): a query carrying one fails inside the
 * database. No person types one, so every route refuses it before validation, in one place,
 * instead of every schema and every better-auth field checking for it.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(
      found
        ? new AppError(400, 'VALIDATION_ERROR', 'Text cannot contain a NUL character.')
        : undefined,
    );
  });
}

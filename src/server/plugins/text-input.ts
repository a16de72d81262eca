import type { FastifyInstance, preValidationHookHandler, RouteOptions } from 'fastify';
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

const nulCheck: preValidationHookHandler = (request, _reply, done) => {
  const found = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
  done(
    found
      ? new AppError(400, 'VALIDATION_ERROR', 'Text cannot contain a NUL character.')
      : undefined,
  );
};

/** A GET with no parameter in its path and no declared params or query reads no text at all. */
function readsText({ method, url, schema }: RouteOptions): boolean {
  const methods = Array.isArray(method) ? method : [method];
  return (
    methods.some((m) => m !== 'GET' && m !== 'HEAD') ||
    /[:*]/.test(url) ||
    Boolean(schema?.params || schema?.querystring || schema?.body)
  );
}

/**
 * PostgreSQL's text cannot hold a NUL character (U+0000): a query carrying one fails inside the
 * database. No person types one, so every route that reads text refuses it before validation, in
 * one place, instead of every schema and every better-auth field checking for it. Routes that
 * read nothing (GET /api/health, polled by load balancers) skip the check and its cost.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!readsText(route)) return;
    const own = route.preValidation ?? [];
    route.preValidation = [nulCheck, ...(Array.isArray(own) ? own : [own])];
  });
}

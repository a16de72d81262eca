import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/contracts/errors.js';

/** 200 once the database answers; 503 while it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['platform'], response: { 200: z.object({ status: z.literal('ok') }), 503: errorBody } } },
    async (_request, reply) => {
      try {
        await ping();
      } catch {
        return reply.status(503).send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering.' } });
      }
      return { status: 'ok' as const };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/contracts/errors.js';
import { cachedDatabaseCheck } from './database-check.js';

/** 200 once the database answers (checked at most once a second); 503 while it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  { ping },
) => {
  const databaseAnswers = cachedDatabaseCheck(ping);
  const ok = { status: 'ok' as const };
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: errorBody },
      },
      // The two answers are fixed objects built here: load balancers poll this route, so it
      // skips the per-answer schema check the other routes get.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (_request, reply) => {
      const pending = databaseAnswers();
      if (!pending) return ok;
      try {
        await pending;
      } catch {
        return reply.status(503).send({
          error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not answering.' },
        });
      }
      return ok;
    },
  );
};

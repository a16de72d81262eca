import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportsResponse } from '../../../shared/contracts/compatibility-reports.js';
import { errorBody } from '../../../shared/contracts/errors.js';
import type { Db } from '../../db/connect.js';
import { requireUser } from '../../plugins/session.js';
import { getReports } from './service.js';

export const reportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/reports',
    {
      schema: {
        tags: ['compatibility-reports'],
        summary:
          'The signed-in member’s EQ result, Blueprint and report cards (locked text is never sent)',
        response: { 200: reportsResponse, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      void reply.header('cache-control', 'no-store');
      return getReports(db, user.id);
    },
  );
};

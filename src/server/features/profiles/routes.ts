import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStats, ownProfile } from '../../../shared/contracts/profiles.js';
import { errorBody } from '../../../shared/contracts/errors.js';
import type { Db } from '../../db/connect.js';
import { requireUser } from '../../plugins/session.js';
import { getDashboardStats, getOwnProfile } from './service.js';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/profile',
    { schema: { tags: ['profiles'], summary: 'The signed-in member’s own profile', response: { 200: ownProfile, 401: errorBody } } },
    async (request) => getOwnProfile(db, (await requireUser(request)).id),
  );

  app.get(
    '/api/profile/stats',
    { schema: { tags: ['profiles'], summary: 'Dashboard numbers', response: { 200: dashboardStats, 401: errorBody } } },
    async (request) => getDashboardStats(db, (await requireUser(request)).id),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dashboardStats,
  ownProfile,
  updateProfileRequest,
} from '../../../shared/contracts/profiles.js';
import { errorBody } from '../../../shared/contracts/errors.js';
import type { Db } from '../../db/connect.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { membersOnly, requireUser } from '../../plugins/session.js';
import { avatarRoutes } from './avatar-routes.js';
import { updateOwnProfile } from './profile-update.js';
import { getDashboardStats, getOwnProfile } from './service.js';

export interface ProfileRouteOptions {
  db: Db;
  storage: StoragePort;
  /** RATE_LIMIT: when off (tests, benchmarks) the per-IP limits on the write routes are off too. */
  rateLimit: boolean;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async (
  app,
  { db, storage, rateLimit },
) => {
  const writeLimit = rateLimit ? { max: 30, timeWindow: '10 minutes' } : (false as const);

  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['profiles'],
        summary: 'The signed-in member’s own profile',
        response: { 200: ownProfile, 401: errorBody },
      },
    },
    async (request) => getOwnProfile(db, (await requireUser(request)).id),
  );

  app.put(
    '/api/profile',
    {
      onRequest: membersOnly,
      config: { rateLimit: writeLimit },
      schema: {
        tags: ['profiles'],
        summary: 'Edit the signed-in member’s own profile',
        body: updateProfileRequest,
        response: { 200: ownProfile, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request) => updateOwnProfile(db, (await requireUser(request)).id, request.body),
  );

  app.get(
    '/api/profile/stats',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Dashboard numbers',
        response: { 200: dashboardStats, 401: errorBody },
      },
    },
    async (request) => getDashboardStats(db, (await requireUser(request)).id),
  );

  await app.register(avatarRoutes, { db, storage, writeLimit });
};

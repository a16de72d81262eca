import type { FastifyInstance } from 'fastify';
import { profilesApi } from '#shared/contracts/profiles.js';
import type { Db } from '#server/db/connect.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { photoRoutes } from './photo-routes.js';
import { updateOwnProfile } from './profile-update.js';
import { getDashboardStats, getOwnProfile, setTimeZone } from './service.js';

export interface ProfileRouteOptions {
  db: Db;
  storage: StoragePort;
  /** RATE_LIMIT: when off (tests, benchmarks) the per-IP limits on the write routes are off too. */
  rateLimit: boolean;
}

export async function profileRoutes(
  app: FastifyInstance,
  { db, storage, rateLimit }: ProfileRouteOptions,
) {
  const writeLimit = routeLimit(rateLimit, 30, '10 minutes');
  route(app, profilesApi.me, ({ user }) => getOwnProfile(db, user.id));
  route(app, profilesApi.update, ({ user, body }) => updateOwnProfile(db, user.id, body), {
    config: writeLimit,
  });
  route(app, profilesApi.stats, ({ user }) => getDashboardStats(db, user.id));
  route(app, profilesApi.timeZone, ({ user, body }) => setTimeZone(db, user.id, body.timeZone));
  await app.register(photoRoutes, { db, storage, writeLimit, rateLimit });
}

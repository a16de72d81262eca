import type { FastifyInstance } from 'fastify';
import { compatibilityReportsApi } from '#shared/contracts/compatibility-reports.js';
import type { Db } from '#server/db/connect.js';
import { route } from '#server/plugins/contract-route.js';
import { getReports } from './service.js';

export async function compatibilityReportRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, compatibilityReportsApi.list, ({ user, reply }) => {
    void reply.header('cache-control', 'no-store');
    return getReports(db, user.id);
  });
}

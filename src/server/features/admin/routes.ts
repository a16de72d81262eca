import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { banBody, okBody, setRoleBody, userIdParams } from '../../../shared/contracts/admin.js';
import { errorBody } from '../../../shared/contracts/errors.js';
import type { Db } from '../../db/connect.js';
import { requireRole } from '../../plugins/session.js';
import type { Auth } from '../auth/better-auth.js';
import type { Bus } from '../../platform/bus/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { deleteAvatarObject } from '../profiles/avatar-service.js';
import { createAdminService } from './service.js';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export const adminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  auth: Auth;
  bus: Bus;
  storage: StoragePort;
}> = async (app, { db, bus, storage }) => {
  const admin = createAdminService(db, {
    sessionsRevoked: (userId) => bus.publish(userId, { type: 'session.revoked' }),
    // SECURITY.md row 17: a deleted account leaves no photo behind.
    avatarDeleted: (avatarUrl) => deleteAvatarObject(storage, avatarUrl, app.log),
  });
  const ok = { ok: true as const };

  app.post(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags: ['admin'],
        params: userIdParams,
        body: setRoleBody,
        response: { 200: okBody, ...errors },
      },
    },
    async (request) => {
      const actor = await requireRole(request, 'admin');
      await admin.setRole(actor.id, request.params.id, request.body.role);
      return ok;
    },
  );

  app.post(
    '/api/admin/users/:id/ban',
    {
      schema: {
        tags: ['admin'],
        params: userIdParams,
        body: banBody,
        response: { 200: okBody, ...errors },
      },
    },
    async (request) => {
      const actor = await requireRole(request, 'admin');
      await admin.ban(actor.id, request.params.id, request.body.reason);
      return ok;
    },
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { tags: ['admin'], params: userIdParams, response: { 200: okBody, ...errors } } },
    async (request) => {
      const actor = await requireRole(request, 'admin');
      await admin.remove(actor.id, request.params.id);
      return ok;
    },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/contracts/errors.js';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MESSAGES,
  ownProfile,
} from '../../../shared/contracts/profiles.js';
import type { Db } from '../../db/connect.js';
import { isObjectKey, type StoragePort } from '../../platform/storage/index.js';
import { AppError, notFound } from '../../plugins/errors.js';
import { membersOnly, requireUser } from '../../plugins/session.js';
import { removeAvatar, replaceAvatar } from './avatar-service.js';

export interface AvatarRouteOptions {
  db: Db;
  storage: StoragePort;
  /** Per-IP limits for the write routes; `false` when RATE_LIMIT=off. */
  writeLimit: { max: number; timeWindow: string } | false;
}

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody, 429: errorBody };

/** Reads the one uploaded file, turning the multipart plugin's errors into messages for people. */
async function readUpload(request: Parameters<typeof requireUser>[0]): Promise<Buffer> {
  try {
    const file = await request.file();
    if (!file) throw new AppError(400, 'NO_FILE', AVATAR_MESSAGES.missing);
    return await file.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(400, 'NO_FILE', AVATAR_MESSAGES.missing);
    throw err;
  }
}

/** Upload and removal of the member's own avatar, and the route that serves avatar files. */
export const avatarRoutes: FastifyPluginAsyncZod<AvatarRouteOptions> = async (
  app,
  { db, storage, writeLimit },
) => {
  // One file, no other fields; the 5 MB cap is enforced while streaming, before anything is decoded.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const tags = ['profiles'];

  app.post(
    '/api/profile/avatar',
    {
      onRequest: membersOnly,
      config: { rateLimit: writeLimit },
      schema: {
        tags,
        summary: 'Upload a new profile photo (multipart, one image file, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ownProfile, ...errors },
      },
    },
    async (request) => {
      const member = await requireUser(request);
      return replaceAvatar(db, storage, member.id, await readUpload(request), request.log);
    },
  );

  app.delete(
    '/api/profile/avatar',
    {
      onRequest: membersOnly,
      config: { rateLimit: writeLimit },
      schema: {
        tags,
        summary: 'Remove the profile photo',
        response: { 200: ownProfile, ...errors },
      },
    },
    async (request) => removeAvatar(db, storage, (await requireUser(request)).id, request.log),
  );

  // Members only: photos are for the people on Right One. Every upload gets a new random name,
  // so a file never changes and browsers may keep it for a year.
  app.get(
    '/api/files/avatars/:name',
    {
      onRequest: membersOnly,
      schema: {
        tags,
        summary: 'An avatar image',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: z.any().describe('The image bytes'), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const key = `avatars/${request.params.name}`;
      const object = isObjectKey(key) ? await storage.get(key) : null;
      if (!object) throw notFound('No such photo');
      return reply
        .header('content-type', object.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(object.data);
    },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { verificationApi } from '#shared/contracts/verification.js';
import type { Db } from '#server/db/connect.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { perMember } from '#server/plugins/keyed-limit.js';
import { PHOTO_UPLOAD_LIMITS, readPhotoUpload } from '../profiles/index.js';
import { askForPose, sendSelfie, withdrawSelfie } from './attempts.js';
import { decideVerification, type DecisionDeps } from './decision.js';
import { verificationQueue, waitingSelfie } from './queue.js';
import { verificationStatusOf } from './status.js';

export interface VerificationRouteOptions extends DecisionDeps {
  db: Db;
  /** RATE_LIMIT: the per-IP and per-member limits are off with it. */
  rateLimit: boolean;
}

/** Photo verification: the member's pose and selfie, and the moderators' queue and decisions. */
export async function verificationRoutes(
  app: FastifyInstance,
  { db, rateLimit, ...deps }: VerificationRouteOptions,
) {
  // The same per-IP limit as the profile's own writes.
  const writeLimit = routeLimit(rateLimit, 30, '10 minutes');
  await app.register(multipart, { limits: PHOTO_UPLOAD_LIMITS });

  route(app, verificationApi.status, ({ user }) => verificationStatusOf(db, user.id));
  // A new pose is cheap, but each is a new attempt: 10 an hour. Each selfie is decoded and put in
  // front of a person: 5 a day, counted before the upload is read.
  route(app, verificationApi.pose, ({ user }) => askForPose(db, user.id), {
    onRequest: perMember(app, rateLimit, verificationApi.pose, 10, '1 hour'),
    config: writeLimit,
  });
  route(
    app,
    verificationApi.selfie,
    async ({ user, request }) =>
      sendSelfie(db, deps.storage, user.id, await readPhotoUpload(request), request.log),
    {
      onRequest: perMember(app, rateLimit, verificationApi.selfie, 5, '1 day'),
      config: writeLimit,
    },
  );
  route(app, verificationApi.withdraw, ({ user, request }) =>
    withdrawSelfie(db, deps.storage, user.id, request.log),
  );

  route(app, verificationApi.queue, () => verificationQueue(db));
  // A selfie is shown to moderators only, and only while it waits: never stored by a browser.
  route(app, verificationApi.selfieFile, async ({ params, reply }) => {
    const file = await waitingSelfie(db, deps.storage, params.id);
    return reply
      .headers({ 'cache-control': 'no-store', 'content-type': file.contentType })
      .send(file.data);
  });
  route(app, verificationApi.decide, async ({ user, params, body, request }) => {
    await decideVerification(db, deps, user.id, params.id, body, request.log);
    return { ok: true as const };
  });
}

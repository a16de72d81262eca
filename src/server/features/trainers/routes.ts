import type { FastifyInstance } from 'fastify';
import { adminTrainersApi } from '#shared/contracts/admin-trainers.js';
import type { Db } from '#server/db/connect.js';
import type { AiPort } from '#server/platform/ai/index.js';
import { route } from '#server/plugins/contract-route.js';
import { createTrainer, deleteTrainer, listTrainers, updateTrainer } from './service.js';
import { seedCoachPrompt } from './templates.js';
import { testTrainer } from './test-run.js';

export interface TrainerRouteOptions {
  db: Db;
  /** The model the coach uses; without one, a test runs the built-in coach. */
  ai: AiPort | undefined;
}

/** The admin panel's AI Trainers tab: the prompts the coach and the reports write with. */
export async function trainerRoutes(app: FastifyInstance, { db, ai }: TrainerRouteOptions) {
  await seedCoachPrompt(db);

  route(app, adminTrainersApi.list, async () => ({ trainers: await listTrainers(db) }));
  route(app, adminTrainersApi.create, async ({ user, body }) => ({
    trainer: await createTrainer(db, user.id, body),
  }));
  route(app, adminTrainersApi.update, async ({ user, params, body }) => ({
    trainer: await updateTrainer(db, user.id, params.id, body),
  }));
  route(app, adminTrainersApi.remove, async ({ user, params }) => {
    await deleteTrainer(db, user.id, params.id);
    return { ok: true as const };
  });
  route(app, adminTrainersApi.test, async ({ user, body }) =>
    testTrainer(db, ai, { admin: user, ...body }),
  );
}

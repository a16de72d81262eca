import type { FastifyInstance } from 'fastify';
import { adminQuizzesApi } from '#shared/contracts/admin-quizzes.js';
import type { Db } from '#server/db/connect.js';
import { route } from '#server/plugins/contract-route.js';
import {
  createQuestion,
  getAdminQuestion,
  listAdminQuestions,
  removeQuestion,
  updateQuestion,
} from './admin-questions.js';

/** The admin panel's Quizzes tab: admins only (the contract's access), every change audited. */
export async function adminQuizRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, adminQuizzesApi.list, ({ query }) => listAdminQuestions(db, query));
  route(app, adminQuizzesApi.get, async ({ params }) => ({
    question: await getAdminQuestion(db, params.id),
  }));
  route(app, adminQuizzesApi.create, async ({ user, body }) => ({
    question: await createQuestion(db, user.id, body),
  }));
  route(app, adminQuizzesApi.update, async ({ user, params, body }) => ({
    question: await updateQuestion(db, user.id, params.id, body),
  }));
  route(app, adminQuizzesApi.remove, ({ user, params }) => removeQuestion(db, user.id, params.id));
}

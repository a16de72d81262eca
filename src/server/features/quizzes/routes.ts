import type { FastifyInstance } from 'fastify';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import type { Db } from '#server/db/connect.js';
import type { AiPort } from '#server/platform/ai/index.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { perMember } from '#server/plugins/keyed-limit.js';
import type { Auth } from '../auth/index.js';
import { adminQuizRoutes } from './admin-routes.js';
import { anonymousQuizRoutes } from './anonymous-routes.js';
import { submitMemberBlueprint } from './blueprint-service.js';
import { submitMemberEq } from './eq-service.js';
import { listQuestions } from './questions.js';

export interface QuizRouteOptions {
  db: Db;
  auth: Auth;
  mail: MailPort;
  ai: AiPort | undefined;
  appUrl: string;
  /** RATE_LIMIT: when off (tests, benchmarks) the per-member and per-IP limits here are off too. */
  rateLimit: boolean;
  /** A member's answers changed: matching refreshes their list in the background. */
  onAnswersChanged?: (userId: string) => void;
}

export async function quizRoutes(
  app: FastifyInstance,
  { db, auth, mail, ai, appUrl, rateLimit, onAnswersChanged }: QuizRouteOptions,
) {
  const model = { ai, log: app.log };
  await app.register(anonymousQuizRoutes, { db, auth, mail, model, appUrl, rateLimit });
  await app.register(adminQuizRoutes, { db });

  route(app, quizzesApi.questions, async ({ params }) => ({
    questions: await listQuestions(db, params.kind),
  }));

  // A submission has the model write a report and refreshes the member's matches: limited per
  // member and per address.
  const limits = (endpoint: { method: string; path: string }) => ({
    onRequest: perMember(app, rateLimit, endpoint, 10, '1 hour'),
    config: routeLimit(rateLimit, 30, '1 hour'),
  });

  route(
    app,
    quizzesApi.memberEq,
    async ({ user, body }) => {
      const result = await submitMemberEq(db, model, user, body.answers);
      onAnswersChanged?.(user.id);
      return result;
    },
    limits(quizzesApi.memberEq),
  );

  route(
    app,
    quizzesApi.memberBlueprint,
    async ({ user, body }) => {
      await submitMemberBlueprint(db, model, user, body.answers);
      onAnswersChanged?.(user.id);
      return { ok: true as const };
    },
    limits(quizzesApi.memberBlueprint),
  );
}

import type { FastifyInstance } from 'fastify';
import { quizzesApi } from '../../../shared/contracts/quizzes.js';
import type { Db } from '../../db/connect.js';
import { route, routeLimit } from '../../plugins/contract-route.js';
import { recordAudit } from '../audit/index.js';
import { authHeaders, type Auth } from '../auth/index.js';
import { signUpWithBlueprint } from './anonymous-blueprint.js';
import { submitAnonymousEq, type AnonymousEqDeps } from './eq-service.js';
import { startSession } from './start-session.js';

export interface AnonymousQuizRouteOptions extends AnonymousEqDeps {
  db: Db;
  auth: Auth;
  /** RATE_LIMIT: when off (tests, benchmarks) the strict per-IP limits below are off too. */
  rateLimit: boolean;
}

/** The two routes a visitor without an account uses: they create rows and send mail. */
export async function anonymousQuizRoutes(
  app: FastifyInstance,
  { db, auth, rateLimit, ...eqDeps }: AnonymousQuizRouteOptions,
) {
  // Strict per-IP limits (the real client IP) on top of the general one.
  route(app, quizzesApi.anonymousEq, ({ body }) => submitAnonymousEq(db, eqDeps, body), {
    config: routeLimit(rateLimit, 10, '1 hour'),
  });

  route(
    app,
    quizzesApi.anonymousBlueprint,
    async ({ body, request, reply }) => {
      const headers = authHeaders(request);
      const userId = await signUpWithBlueprint(db, auth, eqDeps.model, body, headers);
      const cookies = await startSession(auth, userId, headers);
      await recordAudit(db, { actorId: userId, action: 'sign-up-blueprint', ip: request.ip });
      void reply.header('set-cookie', cookies);
      return { userId, email: body.email };
    },
    { config: routeLimit(rateLimit, 5, '10 minutes') },
  );
}

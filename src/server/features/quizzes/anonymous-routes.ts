import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { quizzesApi } from '../../../shared/contracts/quizzes.js';
import type { Db } from '../../db/connect.js';
import { route, routeLimit } from '../../plugins/contract-route.js';
import { recordAudit } from '../audit/index.js';
import { authHeaders, type Auth } from '../auth/index.js';
import { signUpWithBlueprint } from './anonymous-blueprint.js';
import { submitAnonymousEq, type AnonymousEqDeps } from './eq-service.js';
import { holdQuizKey, quizKeyFor } from './quiz-key.js';
import { describeTempUser } from './temp-users.js';

export interface AnonymousQuizRouteOptions extends AnonymousEqDeps {
  db: Db;
  auth: Auth;
  /** RATE_LIMIT: when off (tests, benchmarks) the strict per-IP limits below are off too. */
  rateLimit: boolean;
}

/**
 * The routes a visitor without an account uses: they create rows and send mail. A temporary
 * user is reached only with its key (quiz-key.ts), which the quiz cookie carries.
 */
export async function anonymousQuizRoutes(
  app: FastifyInstance,
  { db, auth, rateLimit, ...eqDeps }: AnonymousQuizRouteOptions,
) {
  await app.register(fastifyCookie);
  const secure = eqDeps.appUrl.startsWith('https://');

  // Strict per-IP limits (the real client IP) on top of the general one.
  route(
    app,
    quizzesApi.anonymousEq,
    async ({ body, reply }) => {
      const { key, ...answer } = await submitAnonymousEq(db, eqDeps, body);
      holdQuizKey(reply, answer.userId, key, secure);
      return answer;
    },
    { config: routeLimit(rateLimit, 10, '1 hour') },
  );

  route(app, quizzesApi.tempUser, async ({ params, query, request, reply }) => {
    const key = quizKeyFor(request, params.id, query.key);
    const found = await describeTempUser(db, params.id, key);
    if (query.key) holdQuizKey(reply, params.id, query.key, secure);
    return found;
  });

  route(
    app,
    quizzesApi.anonymousBlueprint,
    async ({ body, request }) => {
      const key = quizKeyFor(request, body.tempUserId);
      const accountId = await signUpWithBlueprint(db, auth, eqDeps.model, {
        input: body,
        key,
        headers: authHeaders(request),
      });
      await recordAudit(db, { action: 'sign-up-blueprint', targetId: accountId, ip: request.ip });
      return { email: body.email };
    },
    { config: routeLimit(rateLimit, 5, '10 minutes') },
  );
}

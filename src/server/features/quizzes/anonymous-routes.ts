import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import type { Db } from '#server/db/connect.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { keyedLimit } from '#server/plugins/keyed-limit.js';
import { recordAudit } from '../audit/index.js';
import { authHeaders, markRegistrant, type Auth } from '../auth/index.js';
import { signUpWithBlueprint } from './anonymous-blueprint.js';
import { submitAnonymousEq, type AnonymousEqDeps } from './eq-service.js';
import { holdQuizKey, quizKeyFor } from './quiz-key.js';
import { describeTempUser } from './temp-users.js';

const RESULTS_MAILS_PER_ADDRESS_PER_DAY = 3;
const RESULTS_MAIL_LIMIT_MESSAGE =
  'We have already sent quiz results to this address several times today. Please look for them in your inbox (and spam folder), or try again tomorrow.';

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

  // Strict per-IP limits (the real client IP) on top of the general one; the results mail goes
  // to any address typed in, so each address also gets at most 3 a day, whoever asks.
  route(
    app,
    quizzesApi.anonymousEq,
    async ({ body, reply }) => {
      const { key, ...answer } = await submitAnonymousEq(db, eqDeps, body);
      holdQuizKey(reply, answer.userId, key, secure);
      return answer;
    },
    {
      config: routeLimit(rateLimit, 10, '1 hour'),
      preHandler: keyedLimit(app, rateLimit, {
        name: 'eq results mail',
        max: RESULTS_MAILS_PER_ADDRESS_PER_DAY,
        timeWindow: '1 day',
        // The contract has trimmed and lower-cased the address.
        key: (request) => (request.body as { email: string }).email,
        message: () => RESULTS_MAIL_LIMIT_MESSAGE,
      }),
    },
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
    async ({ body, request, reply }) => {
      const key = quizKeyFor(request, body.tempUserId);
      const { accountId, created } = await signUpWithBlueprint(db, auth, eqDeps.model, {
        input: body,
        key,
        headers: authHeaders(request),
      });
      // This browser chose the password: its confirmation link keeps it (auth's registrant proof).
      markRegistrant(reply, auth, created ? accountId : null);
      await recordAudit(db, { action: 'sign-up-blueprint', targetId: accountId, ip: request.ip });
      return { email: body.email };
    },
    { config: routeLimit(rateLimit, 5, '10 minutes') },
  );
}

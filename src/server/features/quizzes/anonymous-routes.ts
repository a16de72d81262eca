import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  anonymousBlueprintRequest,
  anonymousBlueprintResponse,
  anonymousEqRequest,
  anonymousEqResponse,
} from '../../../shared/contracts/quizzes.js';
import type { Db } from '../../db/connect.js';
import { recordAudit } from '../audit/service.js';
import { authHeaders, type Auth } from '../auth/better-auth.js';
import type { ReportAuthor } from '../compatibility-reports/report-author.js';
import { signUpWithBlueprint } from './anonymous-blueprint.js';
import type { EqService } from './eq-service.js';
import { errors } from './route-errors.js';
import { startSession } from './start-session.js';

export interface AnonymousQuizRouteOptions {
  db: Db;
  auth: Auth;
  author: ReportAuthor;
  eqService: EqService;
  /** RATE_LIMIT: when off (tests, benchmarks) the strict per-IP limits below are off too. */
  rateLimit: boolean;
}

/** The two routes a visitor without an account uses: they create rows and send mail. */
export const anonymousQuizRoutes: FastifyPluginAsyncZod<AnonymousQuizRouteOptions> = async (
  app,
  { db, auth, author, eqService, rateLimit },
) => {
  // Strict per-IP limits (the real client IP, SECURITY.md row 1) on top of the general one.
  const perIp = (max: number, timeWindow: string) => ({
    rateLimit: rateLimit ? { max, timeWindow } : (false as const),
  });

  app.post(
    '/api/quizzes/emotional/anonymous',
    {
      config: perIp(10, '1 hour'),
      schema: {
        tags: ['quizzes'],
        summary: 'Public EQ quiz: temporary user, result and results mail',
        body: anonymousEqRequest,
        response: { 200: anonymousEqResponse, ...errors },
      },
    },
    async (request) => eqService.anonymous(request.body),
  );

  app.post(
    '/api/quizzes/blueprint/anonymous',
    {
      config: perIp(5, '10 minutes'),
      schema: {
        tags: ['quizzes'],
        summary: 'The /bluz sign-up: account, Blueprint and reports, then signed in',
        body: anonymousBlueprintRequest,
        response: { 200: anonymousBlueprintResponse, ...errors },
      },
    },
    async (request, reply) => {
      const headers = authHeaders(request);
      const userId = await signUpWithBlueprint(db, auth, author, request.body, headers);
      const cookies = await startSession(auth, userId, headers);
      await recordAudit(db, { actorId: userId, action: 'sign-up-blueprint', ip: request.ip });
      void reply.header('set-cookie', cookies);
      return { userId, email: request.body.email };
    },
  );
};

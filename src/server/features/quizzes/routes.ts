import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/contracts/errors.js';
import {
  memberBlueprintRequest,
  memberBlueprintResponse,
  memberEqRequest,
  memberEqResponse,
  quizKind,
  quizQuestionsResponse,
  tempUserResponse,
} from '../../../shared/contracts/quizzes.js';
import type { Db } from '../../db/connect.js';
import type { AiPort } from '../../platform/ai/index.js';
import type { MailPort } from '../../platform/mail/index.js';
import { membersOnly, requireUser } from '../../plugins/session.js';
import type { Auth } from '../auth/better-auth.js';
import { createReportAuthor } from '../compatibility-reports/report-author.js';
import { anonymousQuizRoutes } from './anonymous-routes.js';
import { submitMemberBlueprint } from './blueprint-service.js';
import { createEqService } from './eq-service.js';
import { listQuestions } from './questions.js';
import { errors } from './route-errors.js';
import { describeTempUser } from './temp-users.js';

export interface QuizRouteOptions {
  db: Db;
  auth: Auth;
  mail: MailPort;
  ai: AiPort | undefined;
  appUrl: string;
  /** RATE_LIMIT: when off (tests, benchmarks) the strict per-IP limits of anonymous-routes.ts are off too. */
  rateLimit: boolean;
  /** A member's answers changed: matching refreshes their list in the background. */
  onAnswersChanged?: (userId: string) => void;
}

export const quizRoutes: FastifyPluginAsyncZod<QuizRouteOptions> = async (
  app,
  { db, auth, mail, ai, appUrl, rateLimit, onAnswersChanged },
) => {
  const author = createReportAuthor({ db, ai, log: app.log });
  const eqService = createEqService({ db, mail, author, appUrl });
  await app.register(anonymousQuizRoutes, { db, auth, author, eqService, rateLimit });
  // Members-only routes answer 401 before looking at the body.

  app.get(
    '/api/quizzes/:kind/questions',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'One quiz’s questions, in order',
        params: z.object({ kind: quizKind }),
        response: { 200: quizQuestionsResponse, 400: errorBody },
      },
    },
    async (request) => ({ questions: await listQuestions(db, request.params.kind) }),
  );

  app.get(
    '/api/quizzes/temp-users/:id',
    {
      schema: {
        tags: ['quizzes'],
        summary: 'Does this quiz link’s temporary user exist',
        params: z.object({ id: z.string() }),
        response: { 200: tempUserResponse, 404: errorBody },
      },
    },
    async (request) => describeTempUser(db, request.params.id),
  );

  app.post(
    '/api/quizzes/emotional',
    {
      onRequest: membersOnly,
      schema: {
        tags: ['quizzes'],
        summary: 'A member takes or retakes the EQ quiz',
        body: memberEqRequest,
        response: { 200: memberEqResponse, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const result = await eqService.member(user.id, user.name, request.body.answers);
      onAnswersChanged?.(user.id);
      return result;
    },
  );

  app.post(
    '/api/quizzes/blueprint',
    {
      onRequest: membersOnly,
      schema: {
        tags: ['quizzes'],
        summary: 'A member takes or retakes the Blueprint quiz',
        body: memberBlueprintRequest,
        response: { 200: memberBlueprintResponse, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await submitMemberBlueprint(db, author, user, request.body.answers);
      onAnswersChanged?.(user.id);
      return { ok: true as const };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/contracts/errors.js';
import {
  matchesResponse,
  questionnaireRequest,
  questionnaireResponse,
} from '../../../shared/contracts/matching.js';
import type { Db } from '../../db/connect.js';
import { membersOnly, requireUser } from '../../plugins/session.js';
import type { Matcher } from './matcher.js';
import { listMatches } from './matches.js';
import { getQuestionnaire, saveQuestionnaire } from './questionnaire.js';

export interface MatchingRouteOptions {
  db: Db;
  matcher: Matcher;
}

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const tags = ['matching'];

export const matchingRoutes: FastifyPluginAsyncZod<MatchingRouteOptions> = async (
  app,
  { db, matcher },
) => {
  app.get(
    '/api/questionnaire',
    {
      onRequest: membersOnly,
      schema: {
        tags,
        summary: 'The member’s matching questionnaire, if saved',
        response: { 200: questionnaireResponse, ...errors },
      },
    },
    async (request) => getQuestionnaire(db, (await requireUser(request)).id),
  );

  app.put(
    '/api/questionnaire',
    {
      onRequest: membersOnly,
      schema: {
        tags,
        summary: 'Save the questionnaire and find the member’s matches',
        body: questionnaireRequest,
        response: { 200: questionnaireResponse, ...errors },
      },
    },
    async (request) => {
      const { id } = await requireUser(request);
      const saved = await saveQuestionnaire(db, id, request.body);
      // One member's search over the in-memory index: fast enough to wait for, so the
      // Matches page is filled when the member gets there.
      await matcher.refreshMember(id);
      return saved;
    },
  );

  app.get(
    '/api/matches',
    {
      onRequest: membersOnly,
      schema: {
        tags,
        summary: 'The member’s matches, as a match may see them',
        response: { 200: matchesResponse, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listMatches(db, (await requireUser(request)).id);
    },
  );
};

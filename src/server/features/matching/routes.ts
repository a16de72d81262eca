import type { FastifyInstance } from 'fastify';
import { matchingApi } from '../../../shared/contracts/matching.js';
import type { Db } from '../../db/connect.js';
import { route } from '../../plugins/contract-route.js';
import type { Matcher } from './matcher.js';
import { listMatches } from './matches.js';
import { getQuestionnaire, saveQuestionnaire } from './questionnaire.js';

export interface MatchingRouteOptions {
  db: Db;
  matcher: Matcher;
}

export async function matchingRoutes(app: FastifyInstance, { db, matcher }: MatchingRouteOptions) {
  route(app, matchingApi.questionnaire, ({ user }) => getQuestionnaire(db, user.id));

  route(app, matchingApi.saveQuestionnaire, async ({ user, body }) => {
    const saved = await saveQuestionnaire(db, user.id, body);
    // One member's search over the in-memory index: fast enough to wait for, so the
    // Matches page is filled when the member gets there.
    await matcher.refreshMember(user.id);
    return saved;
  });

  route(app, matchingApi.matches, ({ user, reply }) => {
    void reply.header('cache-control', 'no-store');
    return listMatches(db, user.id);
  });
}

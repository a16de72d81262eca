import type { FastifyInstance } from 'fastify';
import { matchingApi } from '#shared/contracts/matching.js';
import type { Db } from '#server/db/connect.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { perMember } from '#server/plugins/keyed-limit.js';
import type { Matcher } from './matcher.js';
import { listMatches } from './matches.js';
import { getQuestionnaire, saveQuestionnaire } from './questionnaire.js';

export interface MatchingRouteOptions {
  db: Db;
  matcher: Matcher;
  /** RATE_LIMIT: when off (tests, benchmarks) the limits on saving are off too. */
  rateLimit: boolean;
}

export async function matchingRoutes(
  app: FastifyInstance,
  { db, matcher, rateLimit }: MatchingRouteOptions,
) {
  route(app, matchingApi.questionnaire, ({ user }) => getQuestionnaire(db, user.id));

  // Each save searches the pool again: limited per member and per address.
  route(
    app,
    matchingApi.saveQuestionnaire,
    async ({ user, body }) => {
      const saved = await saveQuestionnaire(db, user.id, body);
      // One member's search over the in-memory index: fast enough to wait for, so the
      // Matches page is filled when the member gets there.
      await matcher.refreshMember(user.id);
      return saved;
    },
    {
      onRequest: perMember(app, rateLimit, matchingApi.saveQuestionnaire, 30, '1 hour'),
      config: routeLimit(rateLimit, 60, '1 hour'),
    },
  );

  route(app, matchingApi.matches, ({ user, reply }) => {
    void reply.header('cache-control', 'no-store');
    return listMatches(db, user.id);
  });
}

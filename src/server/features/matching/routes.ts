import type { FastifyInstance } from 'fastify';
import { matchPreferencesApi } from '#shared/contracts/match-preferences.js';
import { matchingApi } from '#shared/contracts/matching.js';
import type { Db } from '#server/db/connect.js';
import { route, routeLimit } from '#server/plugins/contract-route.js';
import { perMember } from '#server/plugins/keyed-limit.js';
import type { Matcher } from './matcher.js';
import { listMatches } from './matches.js';
import { getPreferences, savePreferences } from './preferences.js';
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

  // Each save searches the pool again: one member's search over the in-memory index, fast
  // enough to wait for, so the Matches page is filled when the member gets there. Limited per
  // member and per address.
  const saveLimits = (
    e: typeof matchingApi.saveQuestionnaire | typeof matchPreferencesApi.save,
  ) => ({
    onRequest: perMember(app, rateLimit, e, 30, '1 hour'),
    config: routeLimit(rateLimit, 60, '1 hour'),
  });
  const thenRematch =
    <B, R>(save: (db: Db, userId: string, body: B) => Promise<R>) =>
    async ({ user, body }: { user: { id: string }; body: B }) => {
      const saved = await save(db, user.id, body);
      await matcher.refreshMember(user.id);
      return saved;
    };

  route(
    app,
    matchingApi.saveQuestionnaire,
    thenRematch(saveQuestionnaire),
    saveLimits(matchingApi.saveQuestionnaire),
  );
  route(app, matchPreferencesApi.get, ({ user }) => getPreferences(db, user.id));
  route(
    app,
    matchPreferencesApi.save,
    thenRematch(savePreferences),
    saveLimits(matchPreferencesApi.save),
  );

  route(app, matchingApi.matches, ({ user, reply }) => {
    void reply.header('cache-control', 'no-store');
    return listMatches(db, user.id);
  });
}

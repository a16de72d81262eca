import { eq } from 'drizzle-orm';
import {
  DEFAULT_MATCH_PREFERENCES,
  type MatchPreferencesInput,
  type MatchPreferencesResponse,
} from '#shared/contracts/match-preferences.js';
import type { BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import {
  DEALBREAKER_TOPICS,
  defaultAgeWindow,
  isDealbreakerTopic,
} from '#shared/domain/match-preferences.js';
import type { Db } from '#server/db/connect.js';
import { blueprintProfile, questionnaire } from '#server/db/schema.js';
import { topicStance } from './engine/index.js';
import { matchingErrors } from './errors.js';
import { answersOf } from './pool.js';

type Row = typeof questionnaire.$inferSelect;

const noQuestionnaire = () =>
  matchingErrors.fail(
    'NO_QUESTIONNAIRE',
    'Fill in the matching questionnaire first: your preferences start from your answers there.',
  );

/** The preferences as stored on the questionnaire row (matching owns it). */
export const preferencesOf = (row: Row): MatchPreferencesInput => ({
  ageRange:
    row.ageMin !== null && row.ageMax !== null ? { min: row.ageMin, max: row.ageMax } : null,
  maxDistanceMiles: row.maxDistanceMiles,
  dealbreakers: row.dealbreakers.filter(isDealbreakerTopic),
});

async function respond(db: Db, userId: string, row?: Row): Promise<MatchPreferencesResponse> {
  const [blueprint] = await db
    .select({ scores: blueprintProfile.scores })
    .from(blueprintProfile)
    .where(eq(blueprintProfile.userId, userId));
  const answers = blueprint && answersOf(blueprint.scores as BlueprintScores);
  return {
    preferences: row ? preferencesOf(row) : DEFAULT_MATCH_PREFERENCES,
    questionnaireSaved: Boolean(row),
    defaultAgeRange: row ? defaultAgeWindow(new Date().getUTCFullYear() - row.birthYear) : null,
    stances: answers
      ? (Object.fromEntries(
          DEALBREAKER_TOPICS.map((topic) => [topic, topicStance(answers, topic)]),
        ) as MatchPreferencesResponse['stances'])
      : null,
  };
}

export async function getPreferences(db: Db, userId: string) {
  const [row] = await db.select().from(questionnaire).where(eq(questionnaire.userId, userId));
  return respond(db, userId, row);
}

/** The questionnaire row's columns for a set of preferences. */
export const preferenceColumns = (input: MatchPreferencesInput) => ({
  ageMin: input.ageRange?.min ?? null,
  ageMax: input.ageRange?.max ?? null,
  maxDistanceMiles: input.maxDistanceMiles,
  dealbreakers: [...new Set(input.dealbreakers)],
});

/** Saves the preferences on the member's questionnaire row; the caller matches them again. */
export async function savePreferences(db: Db, userId: string, input: MatchPreferencesInput) {
  const [row] = await db
    .update(questionnaire)
    .set({ ...preferenceColumns(input), updatedAt: new Date() })
    .where(eq(questionnaire.userId, userId))
    .returning();
  if (!row) throw noQuestionnaire();
  return respond(db, userId, row);
}

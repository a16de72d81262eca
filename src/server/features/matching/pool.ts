import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BLUEPRINT_QUESTION_COUNT,
  type BlueprintScores,
} from '#shared/domain/blueprint-scoring.js';
import { EQ_CATEGORIES } from '#shared/domain/eq-scoring.js';
import { isDealbreakerTopic } from '#shared/domain/match-preferences.js';
import { zip5 } from '#shared/domain/questionnaire.js';
import type { Db } from '#server/db/connect.js';
import {
  blueprintProfile,
  emotionalProfile,
  profiles,
  questionnaire,
  user,
} from '#server/db/schema.js';
import { openToNewContact } from '../profiles/index.js';
import { blueprintQuestionBank } from '../quizzes/index.js';
import { zipCentroid, type MemberInput } from './engine/index.js';

/** EQ scores for a member who has not taken the EQ quiz: the middle of each 0-25 scale. */
const NEUTRAL_EQ = EQ_CATEGORIES.map(() => 13);

/**
 * The 60 answers in question order. Rows stored before answers were kept hold only trait scores
 * (0-100 per trait): each item then takes its trait's value back on the 1-5 scale.
 */
export function answersOf(scores: BlueprintScores): number[] {
  if (
    scores.answers?.length === BLUEPRINT_QUESTION_COUNT &&
    scores.answers.every((a) => a >= 1 && a <= 5)
  )
    return scores.answers;
  return blueprintQuestionBank().map((q) =>
    Math.min(5, Math.max(1, Math.round(1 + (scores.traits[q.variable] ?? 50) / 25))),
  );
}

type EqRow = { categoryScores?: Record<string, { score?: number }> };

const eqOf = (stored: unknown) => {
  const scores = (stored as EqRow | null)?.categoryScores;
  return scores ? EQ_CATEGORIES.map((c, i) => scores[c]?.score ?? NEUTRAL_EQ[i]!) : NEUTRAL_EQ;
};

/**
 * Everyone who can be matched: an active, unbanned, unpaused member with a questionnaire, a Blueprint and a
 * zip code we can place. With `userId`, just that member (an empty list if they cannot be matched).
 */
export async function loadMembers(db: Db, userId?: string): Promise<MemberInput[]> {
  const rows = await db
    .select({
      id: questionnaire.userId,
      gender: questionnaire.gender,
      lookingFor: questionnaire.lookingFor,
      ethnicity: questionnaire.ethnicityPreference,
      preference: questionnaire.preference,
      birthYear: questionnaire.birthYear,
      zipCode: questionnaire.zipCode,
      ageMin: questionnaire.ageMin,
      ageMax: questionnaire.ageMax,
      maxDistanceMiles: questionnaire.maxDistanceMiles,
      dealbreakers: questionnaire.dealbreakers,
      scores: blueprintProfile.scores,
    })
    .from(questionnaire)
    .innerJoin(blueprintProfile, eq(blueprintProfile.userId, questionnaire.userId))
    .innerJoin(profiles, eq(profiles.id, questionnaire.userId))
    .innerJoin(user, eq(user.id, questionnaire.userId))
    .where(
      and(
        eq(profiles.isActive, true),
        openToNewContact(),
        sql`coalesce(${user.banned}, false) = false`,
        userId ? eq(questionnaire.userId, userId) : undefined,
      ),
    );
  const eqRows = await db
    .selectDistinctOn([emotionalProfile.userId], {
      userId: emotionalProfile.userId,
      eqResult: emotionalProfile.eqResult,
    })
    .from(emotionalProfile)
    .where(userId ? eq(emotionalProfile.userId, userId) : undefined)
    .orderBy(emotionalProfile.userId, desc(emotionalProfile.createdAt));
  const eqByUser = new Map(eqRows.map((r) => [r.userId, r.eqResult]));
  return rows.flatMap((row) => {
    const place = zipCentroid(zip5(row.zipCode) ?? '');
    if (!place) return [];
    return [
      {
        id: row.id,
        gender: row.gender as MemberInput['gender'],
        lookingFor: row.lookingFor as MemberInput['lookingFor'],
        ethnicity: row.ethnicity as MemberInput['ethnicity'],
        ethnicityPreference: row.preference as MemberInput['ethnicityPreference'],
        birthYear: row.birthYear,
        lat: place.lat,
        lon: place.lon,
        blueprint: answersOf(row.scores as BlueprintScores),
        eq: eqOf(eqByUser.get(row.id)),
        ...(row.ageMin !== null && row.ageMax !== null
          ? { ageRange: { min: row.ageMin, max: row.ageMax } }
          : {}),
        maxDistanceMiles: row.maxDistanceMiles,
        dealbreakers: row.dealbreakers.filter(isDealbreakerTopic),
      },
    ];
  });
}

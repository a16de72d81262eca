import { eq } from 'drizzle-orm';
import type { Answer } from '#shared/contracts/quizzes.js';
import { scoreBlueprint, type BlueprintScores } from '#shared/domain/blueprint-scoring.js';
import type { Db } from '#server/db/connect.js';
import { blueprintProfile, emotionalProfile } from '#server/db/schema.js';
import {
  eqScoreFrom,
  newestEq,
  type BlueprintReports,
  authorBlueprintReports,
  authorEqReport,
  type ReportModel,
} from '../compatibility-reports/index.js';
import { BLUEPRINT_QUESTIONS } from './question-bank/blueprint-questions.js';
import { blueprintAnswersOf } from './questions.js';

/**
 * The server's own Blueprint scores for an answer set (ids checked against the quiz). Areas and
 * traits score every active question. Matching compares `answers` item by item with the 60
 * bank statements, so that list is kept in bank order: a retired statement's place takes its
 * trait's score back on the 1-5 scale, and questions an admin added count in the scores only.
 */
export async function scoreBlueprintAnswers(
  db: Db,
  answers: readonly Answer[],
): Promise<BlueprintScores> {
  const answered = await blueprintAnswersOf(db, answers);
  const scores = scoreBlueprint(answered);
  const byPosition = new Map(answered.map((a) => [a.position, a.value]));
  const fromTrait = (variable: string) =>
    Math.min(5, Math.max(1, Math.round(1 + (scores.traits[variable] ?? 50) / 25)));
  return {
    ...scores,
    answers: BLUEPRINT_QUESTIONS.map((q, p) => byPosition.get(p) ?? fromTrait(q.variable)),
  };
}

/** The member's stored Blueprint scores, or null before their first Blueprint. */
export async function storedBlueprintScores(
  db: Db,
  userId: string,
): Promise<BlueprintScores | null> {
  const [row] = await db
    .select({ scores: blueprintProfile.scores })
    .from(blueprintProfile)
    .where(eq(blueprintProfile.userId, userId));
  return row ? (row.scores as BlueprintScores) : null;
}

/** Stores (or replaces, on a retake) the member's Blueprint scores and its five reports. */
export async function saveBlueprint(
  tx: Db,
  userId: string,
  scores: BlueprintScores,
  reports: BlueprintReports,
) {
  const values = {
    scores,
    blueprintReport: reports.blueprintReport,
    eqInsights: reports.eqInsights,
    individualInsights: reports.individualInsights,
    relationshipDevelopmentInsights: reports.relationshipDevelopmentInsights,
    relationshipDirectionalInsights: reports.relationshipDirectionalInsights,
  };
  await tx
    .insert(blueprintProfile)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: blueprintProfile.userId,
      set: { ...values, updatedAt: new Date() },
    });
}

/** A member takes or retakes the Blueprint; the reports read their newest EQ result, if any. */
export async function submitMemberBlueprint(
  db: Db,
  model: ReportModel,
  user: { id: string; name: string },
  answers: Answer[],
) {
  const scores = await scoreBlueprintAnswers(db, answers);
  const latest = await newestEq(db, user.id);
  const eqScore = latest ? eqScoreFrom(latest.stored.score, latest.stored.categoryScores) : null;
  const [reports, eqReport] = await Promise.all([
    authorBlueprintReports(db, model, { name: user.name, blueprint: scores, eq: eqScore }),
    // The EQ overview was written before the Decoder and invites the member to it: rewritten
    // for someone who has a Blueprint now (issue 32).
    eqScore && authorEqReport(db, model, { name: user.name, eq: eqScore, hasBlueprint: true }),
  ]);
  await db.transaction(async (tx) => {
    await saveBlueprint(tx, user.id, scores, reports);
    if (latest && eqReport)
      await tx
        .update(emotionalProfile)
        .set({ eqInsights: eqReport })
        .where(eq(emotionalProfile.id, latest.id));
  });
}

import { eq } from 'drizzle-orm';
import type { Answer } from '../../../shared/contracts/quizzes.js';
import { scoreBlueprint, type BlueprintScores } from '../../../shared/domain/blueprint-scoring.js';
import type { Db } from '../../db/connect.js';
import { blueprintProfile } from '../../db/schema.js';
import {
  eqScoreFrom,
  newestEq,
  type BlueprintReports,
  authorBlueprintReports,
  type ReportModel,
} from '../compatibility-reports/index.js';
import { blueprintAnswersOf } from './questions.js';

/** The server's own Blueprint scores for an answer set (ids checked against the quiz). */
export async function scoreBlueprintAnswers(
  db: Db,
  answers: readonly Answer[],
): Promise<BlueprintScores> {
  return scoreBlueprint(await blueprintAnswersOf(db, answers));
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
  const reports = await authorBlueprintReports(db, model, {
    name: user.name,
    blueprint: scores,
    eq: eqScore,
  });
  await saveBlueprint(db, user.id, scores, reports);
}

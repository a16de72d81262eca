import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { EqResult } from '#shared/contracts/quizzes.js';
import {
  EQ_CATEGORIES,
  EQ_QUESTION_COUNT,
  categoryLevel,
  eqBand,
  type EqScore,
} from '#shared/domain/eq-scoring.js';
import type { Db } from '#server/db/connect.js';
import { emotionalProfile } from '#server/db/schema.js';

/**
 * What `emotional_profile.eq_result` holds (jsonb): the scored result and the raw choices it came
 * from. The report itself is in `eq_insights`. Parsed on the way out, so an old or hand-edited
 * row can never break a page.
 */
export const storedEq = z.object({
  score: z.number().int(),
  maxScore: z.number().int(),
  band: z.string(),
  categoryScores: z.record(z.string(), z.object({ score: z.number().int() })),
  emotionalType: z.string(),
  choices: z.array(z.number().int()).optional(),
});
export type StoredEq = z.infer<typeof storedEq>;

export function toStoredEq(eq: EqScore, emotionalType: string, choices?: number[]): StoredEq {
  return {
    score: eq.total,
    maxScore: eq.maxTotal,
    band: eq.band,
    categoryScores: Object.fromEntries(
      EQ_CATEGORIES.map((c) => [c, { score: eq.categoryScores[c].score }]),
    ),
    emotionalType,
    ...(choices ? { choices } : {}),
  };
}

/** Rebuilds the scored EQ (with category levels and band) from stored category scores. */
export function eqScoreFrom(
  total: number,
  categoryScores: Record<string, { score: number } | undefined>,
): EqScore {
  const scores = Object.fromEntries(
    EQ_CATEGORIES.map((c) => {
      const score = categoryScores[c]?.score ?? 15;
      return [c, { score, level: categoryLevel(score) }];
    }),
  ) as EqScore['categoryScores'];
  return {
    total,
    maxTotal: EQ_QUESTION_COUNT * 5,
    band: eqBand(total),
    proceeds: true,
    categoryScores: scores,
  };
}

/** The contract's EQ result: the stored facts, the report text and when it was taken. */
export function toEqResult(stored: StoredEq, report: string, completedAt: Date): EqResult {
  return {
    score: stored.score,
    maxScore: stored.maxScore,
    band: stored.band,
    categoryScores: Object.fromEntries(
      EQ_CATEGORIES.map((c) => [c, { score: stored.categoryScores[c]?.score ?? 0 }]),
    ) as EqResult['categoryScores'],
    emotionalType: stored.emotionalType,
    report,
    completedAt: completedAt.toISOString(),
  };
}

/** The member's newest EQ result (retakes add rows), or null when they never took the quiz. */
export async function newestEq(
  db: Db,
  userId: string,
): Promise<{ id: string; stored: StoredEq; report: string; completedAt: Date } | null> {
  const [row] = await db
    .select()
    .from(emotionalProfile)
    .where(eq(emotionalProfile.userId, userId))
    .orderBy(desc(emotionalProfile.createdAt))
    .limit(1);
  const parsed = storedEq.safeParse(row?.eqResult);
  if (!row || !parsed.success) return null;
  return {
    id: row.id,
    stored: parsed.data,
    report: row.eqInsights ?? '',
    completedAt: row.createdAt,
  };
}

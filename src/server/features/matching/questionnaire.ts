import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { QuestionnaireResponse, questionnaireRequest } from '#shared/contracts/matching.js';
import { zip5 } from '#shared/domain/questionnaire.js';
import type { Db } from '#server/db/connect.js';
import { questionnaire } from '#server/db/schema.js';
import { zipCentroid } from './engine/index.js';
import { matchingErrors } from './errors.js';
import { preferenceColumns } from './preferences.js';

type Row = typeof questionnaire.$inferSelect;

const toResponse = (row: Row | undefined): QuestionnaireResponse => ({
  questionnaire: row
    ? {
        gender: row.gender as 'Woman' | 'Man',
        lookingFor: row.lookingFor as 'Woman' | 'Man',
        ethnicity: row.ethnicityPreference as 'White' | 'Black' | 'Asian' | 'Hispanic',
        preference: row.preference as NonNullable<
          QuestionnaireResponse['questionnaire']
        >['preference'],
        birthYear: String(row.birthYear),
        zipCode: row.zipCode,
        updatedAt: row.updatedAt.toISOString(),
      }
    : null,
});

export async function getQuestionnaire(db: Db, userId: string): Promise<QuestionnaireResponse> {
  const [row] = await db.select().from(questionnaire).where(eq(questionnaire.userId, userId));
  return toResponse(row);
}

/** One row per member (docs/product-rules.md §7: upsert on user_id). The zip code must be one we can place. */
export async function saveQuestionnaire(
  db: Db,
  userId: string,
  input: z.output<typeof questionnaireRequest>,
) {
  const zip = zip5(input.zipCode);
  if (!zip || !zipCentroid(zip))
    throw matchingErrors.fail(
      'UNKNOWN_ZIP',
      'We could not find that zip code. Please check it and try again.',
    );
  const values = {
    gender: input.gender,
    lookingFor: input.lookingFor,
    // The spec's column name: it holds the member's own ethnicity.
    ethnicityPreference: input.ethnicity,
    preference: input.preference,
    birthYear: Number(input.birthYear),
    zipCode: zip,
    ...(input.preferences ? preferenceColumns(input.preferences) : {}),
  };
  const [row] = await db
    .insert(questionnaire)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: questionnaire.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return toResponse(row);
}

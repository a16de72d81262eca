import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { prompts } from '#server/db/schema.js';
import { BUILT_IN_SYSTEM_PROMPT } from './report-facts.js';

type TrainerType = 'dating_coach' | 'relationship_advisor';

/** The admin's active trainer prompt of a type (one at most, by a unique index), else `fallback`. */
export async function activeTrainerPrompt(
  db: Db,
  type: TrainerType,
  fallback: string,
): Promise<string> {
  const [row] = await db
    .select({ content: prompts.content })
    .from(prompts)
    .where(and(eq(prompts.type, type), eq(prompts.isActive, true)))
    .orderBy(desc(prompts.createdAt))
    .limit(1);
  return row?.content.trim() || fallback;
}

/** The reports' instructions: the 'relationship_advisor' trainer, else the built-in one. */
export const reportSystemPrompt = (db: Db) =>
  activeTrainerPrompt(db, 'relationship_advisor', BUILT_IN_SYSTEM_PROMPT);

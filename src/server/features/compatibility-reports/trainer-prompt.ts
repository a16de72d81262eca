import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { prompts } from '../../db/schema.js';
import { BUILT_IN_SYSTEM_PROMPT } from './report-facts.js';

/** The admin's newest active 'relationship_advisor' trainer prompt, else the built-in one. */
export async function reportSystemPrompt(db: Db): Promise<string> {
  const [row] = await db
    .select({ content: prompts.content })
    .from(prompts)
    .where(and(eq(prompts.type, 'relationship_advisor'), eq(prompts.isActive, true)))
    .orderBy(desc(prompts.createdAt))
    .limit(1);
  return row?.content.trim() || BUILT_IN_SYSTEM_PROMPT;
}

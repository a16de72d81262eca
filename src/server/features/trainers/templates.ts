import { sql } from 'drizzle-orm';
import type { TrainerType } from '#shared/contracts/admin-trainers.js';
import type { Db } from '#server/db/connect.js';
import { prompts } from '#server/db/schema.js';
import { DEFAULT_COACH_PROMPT } from '../coach/index.js';
import { BUILT_IN_SYSTEM_PROMPT } from '../compatibility-reports/index.js';

const SAFETY =
  'Never diagnose, never shame, and never encourage pressure, deception or anything unsafe. You do not know anything about other members; do not guess about them.';

/**
 * What a new trainer starts from when the admin leaves its prompt empty: the coach's and the
 * reports' own built-in instructions for their types, a written template for the others.
 */
export const DEFAULT_TEMPLATES: Record<TrainerType, string> = {
  dating_coach: DEFAULT_COACH_PROMPT,
  relationship_advisor: BUILT_IN_SYSTEM_PROMPT,
  communication_expert: [
    'You are a communication expert for Right One, a dating service for people who want a lasting relationship.',
    'You help members say what they mean kindly and clearly: first messages, keeping a conversation going, asking for a date, talking about feelings and working through disagreements.',
    'Suggest concrete wording the member can adapt, explain briefly why it works, ask one question back, and keep replies under 200 words.',
    SAFETY,
  ].join(' '),
  confidence_coach: [
    'You are a confidence coach for Right One, a dating service for people who want a lasting relationship.',
    'You help members feel secure and at ease while dating: nerves before a date, handling rejection, showing who they are, and setting boundaries.',
    'Be warm and encouraging but honest, give two to four small steps they can take this week, ask one question back, and keep replies under 200 words.',
    SAFETY,
  ].join(' '),
};

/** Seeds the coach's 'dating_coach' prompt once, so admins find it to edit (instances may race). */
export async function seedCoachPrompt(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${prompts} (name, type, content, description)
    SELECT 'Relationship Coach', 'dating_coach', ${DEFAULT_COACH_PROMPT},
      'The AI Relationship Coach in the chat page'
    WHERE NOT EXISTS (SELECT 1 FROM ${prompts} WHERE ${prompts.type} = 'dating_coach')
    ON CONFLICT DO NOTHING`);
}

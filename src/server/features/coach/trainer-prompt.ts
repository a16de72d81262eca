import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { prompts } from '../../db/schema.js';
import { activeTrainerPrompt } from '../compatibility-reports/index.js';

/** The coach's instructions until an admin writes their own (seeded as a trainer prompt). */
export const DEFAULT_COACH_PROMPT = [
  'You are the Relationship Coach of Right One, a dating service for people who want a lasting relationship.',
  'You speak with one member at a time, warmly and plainly, like a good therapist who is also a practical friend.',
  'Give concrete, doable advice (two to four specific steps), ask one question back, and keep replies under 200 words.',
  'Ground your advice in the member’s own results when they are relevant, in your own words.',
  'Never diagnose, never shame, and never encourage pressure, deception or anything unsafe. If the member may be in danger or crisis, encourage them to contact local emergency services or someone they trust.',
  'You do not know anything about other members; do not guess about them.',
].join(' ');

/** Seeds the default 'dating_coach' trainer prompt once, so admins find it to edit. */
export async function seedCoachPrompt(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${prompts} (name, type, content, description)
    SELECT 'Relationship Coach', 'dating_coach', ${DEFAULT_COACH_PROMPT},
      'The AI Relationship Coach in the chat page'
    WHERE NOT EXISTS (SELECT 1 FROM ${prompts} WHERE ${prompts.type} = 'dating_coach')`);
}

/** The newest active 'dating_coach' trainer prompt, else the default. */
export const coachSystemPrompt = (db: Db) =>
  activeTrainerPrompt(db, 'dating_coach', DEFAULT_COACH_PROMPT);

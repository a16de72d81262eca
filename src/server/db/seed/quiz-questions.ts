import type { Db } from '../connect.js';
import { quizQuestions } from '../schema.js';

export type SeedQuestion = Pick<
  typeof quizQuestions.$inferInsert,
  'question' | 'category' | 'section' | 'variable' | 'position' | 'reverseScored'
>;

/**
 * Inserts the questions whose (category, position) is not in the table yet and leaves every
 * existing row alone, so re-running never duplicates a question and never overwrites an admin's
 * edit. Safe when several instances start at once: the unique index decides, the loser skips.
 * Returns how many rows were inserted.
 */
export async function insertMissingQuizQuestions(
  db: Db,
  questions: readonly SeedQuestion[],
): Promise<number> {
  if (!questions.length) return 0;
  const inserted = await db
    .insert(quizQuestions)
    .values(questions.map((q) => ({ ...q, questionType: 'scale' })))
    .onConflictDoNothing({ target: [quizQuestions.category, quizQuestions.position] })
    .returning({ id: quizQuestions.id });
  return inserted.length;
}

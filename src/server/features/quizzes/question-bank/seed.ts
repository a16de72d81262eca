import type { Db } from '#server/db/connect.js';
import { insertMissingQuizQuestions, type SeedQuestion } from '#server/db/seed/quiz-questions.js';
import { BLUEPRINT_QUESTIONS } from './blueprint-questions.js';
import { EQ_QUESTIONS } from './eq-questions.js';

/** Both question banks as `quiz_questions` rows; position is the zero-based place in its quiz. */
export function questionBankRows(): SeedQuestion[] {
  return [
    ...EQ_QUESTIONS.map((q, position) => ({
      question: q.question,
      category: 'emotional',
      section: null,
      variable: q.variable,
      position,
      reverseScored: q.reverse === true,
    })),
    ...BLUEPRINT_QUESTIONS.map((q, position) => ({
      question: q.question,
      category: 'blueprint',
      section: q.section,
      variable: q.variable,
      position,
      reverseScored: false,
    })),
  ];
}

/** Runs on every start (buildApp): adds missing questions, never touches existing ones. */
export const seedQuestionBanks = (db: Db) => insertMissingQuizQuestions(db, questionBankRows());

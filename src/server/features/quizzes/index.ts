import {
  BLUEPRINT_QUESTIONS,
  type BlueprintQuestion,
} from './question-bank/blueprint-questions.js';

// What the app and other features use of quizzes. Quizzes owns quiz_questions, temp_user,
// temp_eq_result, emotional_profile and blueprint_profile.
export { seedQuestionBanks } from './question-bank/seed.js';
export type { BlueprintQuestion };

/** The 60 Blueprint questions in quiz order; matching reads their areas and statements. */
export const blueprintQuestionBank = (): readonly BlueprintQuestion[] => BLUEPRINT_QUESTIONS;
// The demo world takes its members' quizzes through the same services as the quiz pages.
export { listQuestions } from './questions.js';
export { submitMemberEq } from './eq-service.js';
export { submitMemberBlueprint } from './blueprint-service.js';

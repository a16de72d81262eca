import type { QuizQuestion } from '#shared/contracts/quizzes';
import { eqCategoryForIndex } from '#shared/domain/eq-scoring';

/** docs/product-rules.md §2: the EQ section header follows the zero-based index (0-4 Self-Awareness, ...). */
export const eqSectionTitle = (index: number) => eqCategoryForIndex(index);

const AREA_TITLES = {
  values: 'Values',
  communication: 'Communication',
  lifestyle: 'Lifestyle',
  goals: 'Goals',
} as const;

/** The Blueprint shows the area the statement belongs to. */
export const blueprintSectionTitle = (_index: number, question: QuizQuestion) =>
  question.section ? AREA_TITLES[question.section] : 'Your Blueprint';

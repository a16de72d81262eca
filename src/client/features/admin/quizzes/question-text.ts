import type { AdminQuestion } from '#shared/contracts/admin-quizzes';
import { CATEGORY_LABELS, SECTION_LABELS, TYPE_LABELS } from './question-form';

/** The directory's words for a question's fields. */
export const categoryText = (q: AdminQuestion) =>
  q.section
    ? `${CATEGORY_LABELS[q.category]} · ${SECTION_LABELS[q.section]}`
    : CATEGORY_LABELS[q.category];
export const variableText = (q: AdminQuestion) => q.variable ?? '—';
export const typeText = (q: AdminQuestion) => TYPE_LABELS[q.questionType];
export const createdText = (q: AdminQuestion) => new Date(q.createdAt).toLocaleDateString();

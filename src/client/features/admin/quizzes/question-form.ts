import { z } from 'zod';
import {
  questionInput,
  type AdminQuestion,
  type QuestionInput,
} from '#shared/contracts/admin-quizzes';
import { BLUEPRINT_SECTIONS } from '#shared/domain/blueprint-scoring';

/** The form's fields as the inputs hold them ('' is "none"). */
const fields = z.object({
  question: z.string(),
  category: z.enum(['emotional', 'blueprint']),
  section: z.enum(['', ...BLUEPRINT_SECTIONS]),
  variable: z.string(),
  reverseScored: z.boolean(),
});
export type QuestionFormValues = z.infer<typeof fields>;

export const toQuestionInput = (v: QuestionFormValues): QuestionInput => ({
  question: v.question,
  category: v.category,
  section: v.category === 'blueprint' && v.section ? v.section : null,
  variable: v.variable.trim() || null,
  questionType: 'scale',
  reverseScored: v.category === 'emotional' && v.reverseScored,
});

/** The server's own rules (shared/contracts/admin-quizzes.ts), shown under the fields. */
export const questionFormSchema = fields.superRefine((v, ctx) => {
  const checked = questionInput.safeParse(toQuestionInput(v));
  if (checked.success) return;
  for (const { path, message } of checked.error.issues)
    ctx.addIssue({ code: 'custom', path, message });
});

export const EMPTY_QUESTION: QuestionFormValues = {
  question: '',
  category: 'emotional',
  section: '',
  variable: '',
  reverseScored: false,
};

export const formValuesOf = (q: AdminQuestion): QuestionFormValues => ({
  question: q.question,
  category: q.category,
  section: q.section ?? '',
  variable: q.variable ?? '',
  reverseScored: q.reverseScored,
});

export const CATEGORY_LABELS = { emotional: 'Emotional', blueprint: 'Blueprint' } as const;
export const SECTION_LABELS = {
  values: 'Values',
  communication: 'Communication',
  lifestyle: 'Lifestyle',
  goals: 'Goals',
} as const;
export const TYPE_LABELS = {
  scale: 'Scale',
  multiple_choice: 'Multiple choice',
  text: 'Text',
} as const;

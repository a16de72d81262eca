import { z } from 'zod';
import { BLUEPRINT_SECTIONS } from '../domain/blueprint-scoring.js';
import { endpoint } from './endpoint.js';
import { quizKind } from './quizzes.js';

/**
 * The admin panel's Quizzes tab (docs/product-rules.md §2 and §3, Quiz question). Admins see
 * and change the active questions only; a removed question members already answered is retired
 * (kept for their results, no longer served), one nobody answered is deleted.
 */

export const QUESTION_PAGE_SIZES = [5, 10, 25, 50] as const;
export type QuestionPageSize = (typeof QUESTION_PAGE_SIZES)[number];
export const QUESTION_TYPES = ['scale', 'multiple_choice', 'text'] as const;
export const MAX_QUESTION_LENGTH = 500;

export const adminQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  category: quizKind,
  /** Blueprint area; null for EQ questions. */
  section: z.enum(BLUEPRINT_SECTIONS).nullable(),
  /** The trait it measures (snake_case); the Blueprint scores traits by it. */
  variable: z.string().nullable(),
  questionType: z.enum(QUESTION_TYPES),
  /** EQ only: negatively keyed, scored as 6 minus the choice. */
  reverseScored: z.boolean(),
  /** Its place in its quiz (ascending; removed questions leave gaps). */
  position: z.number().int(),
  /** Members have answered it: what it measures can no longer change. */
  answered: z.boolean(),
  /** One of the built-in statements: removing it retires it (the seed would bring it back). */
  builtIn: z.boolean(),
  createdAt: z.string(),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;

const pageSize = z.coerce
  .number()
  .refine((n): n is QuestionPageSize => (QUESTION_PAGE_SIZES as readonly number[]).includes(n), {
    message: `Page size must be one of ${QUESTION_PAGE_SIZES.join(', ')}.`,
  });

/** Quiz order: the EQ quiz first, then the Blueprint, each by position. */
export const questionListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: pageSize.default(10),
  category: quizKind.optional(),
});

/** Counts are of active questions, whatever the filter. */
export const questionCounts = z.object({
  total: z.number().int(),
  blueprint: z.number().int(),
  emotional: z.number().int(),
});
export type QuestionCounts = z.infer<typeof questionCounts>;

export const questionListResponse = z.object({
  questions: z.array(adminQuestion),
  /** Active questions matching the filter. */
  total: z.number().int(),
  counts: questionCounts,
});

/**
 * A question as an admin writes it. The quizzes serve statements answered on a 1-5 scale, so
 * 'scale' is the only type they accept for now. The Blueprint needs an area and a trait.
 */
export const questionInput = z
  .object({
    question: z
      .string()
      .trim()
      .min(1, 'Please enter the question.')
      .max(MAX_QUESTION_LENGTH, `At most ${MAX_QUESTION_LENGTH} characters.`),
    category: quizKind,
    section: z.enum(BLUEPRINT_SECTIONS).nullable().default(null),
    variable: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^([a-z][a-z0-9_]{0,49})?$/, 'Use lower-case letters, digits and underscores.')
      .nullable()
      .default(null)
      .transform((v) => v || null),
    questionType: z.literal('scale', 'The quizzes only serve scale questions.').default('scale'),
    reverseScored: z.boolean().default(false),
  })
  .superRefine((q, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.category === 'blueprint') {
      if (!q.section) issue('section', 'Choose the Blueprint area.');
      if (!q.variable) issue('variable', 'The Blueprint scores each trait: name it.');
      if (q.reverseScored) issue('reverseScored', 'Blueprint questions are not reverse-scored.');
    } else if (q.section) issue('section', 'EQ questions have no Blueprint area.');
  });
export type QuestionInput = z.input<typeof questionInput>;

export const questionIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const questionResponse = z.object({ question: adminQuestion });
export const deleteQuestionResponse = z.object({
  /** 'retired' when members had answered it (or it is one of the built-in statements). */
  outcome: z.enum(['deleted', 'retired']),
});

const base = { access: 'admin', feature: 'quizzes' } as const;

export const adminQuizzesApi = {
  list: endpoint({
    ...base,
    method: 'GET',
    path: '/api/admin/quiz-questions',
    summary: 'The question directory, one page at a time, with the counts',
    query: questionListQuery,
    response: questionListResponse,
  }),
  get: endpoint({
    ...base,
    method: 'GET',
    path: '/api/admin/quiz-questions/:id',
    summary: 'One active question',
    params: questionIdParams,
    response: questionResponse,
    errors: { NOT_FOUND: 404 },
  }),
  create: endpoint({
    ...base,
    method: 'POST',
    path: '/api/admin/quiz-questions',
    summary: 'Add a question at the end of its quiz',
    body: questionInput,
    response: questionResponse,
    errors: { QUIZ_FULL: 409 },
  }),
  update: endpoint({
    ...base,
    method: 'PUT',
    path: '/api/admin/quiz-questions/:id',
    summary: 'Edit a question (only the wording once members answered it)',
    params: questionIdParams,
    body: questionInput,
    response: questionResponse,
    errors: { NOT_FOUND: 404, QUESTION_ANSWERED: 409, CATEGORY_FIXED: 409 },
  }),
  remove: endpoint({
    ...base,
    method: 'DELETE',
    path: '/api/admin/quiz-questions/:id',
    summary: 'Delete a question, or retire it when members answered it',
    params: questionIdParams,
    response: deleteQuestionResponse,
    errors: { NOT_FOUND: 404, LAST_QUESTION: 409 },
  }),
};

import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The AI trainers (docs/product-rules.md §3, Prompt): each type has at most one active prompt. */
export const TRAINER_TYPES = [
  'dating_coach',
  'relationship_advisor',
  'communication_expert',
  'confidence_coach',
] as const;
export const trainerTypeSchema = z.enum(TRAINER_TYPES);
export type TrainerType = z.infer<typeof trainerTypeSchema>;

export const TRAINER_NAME_MAX = 100;
export const TRAINER_PROMPT_MAX = 20_000;
export const TRAINER_TEST_INPUT_MAX = 2_000;

const name = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(TRAINER_NAME_MAX, `A name is at most ${TRAINER_NAME_MAX} characters`);
const content = z
  .string()
  .max(
    TRAINER_PROMPT_MAX,
    `A prompt is at most ${TRAINER_PROMPT_MAX.toLocaleString('en-US')} characters`,
  );
const description = z.string().trim().max(500).nullable();

export const trainerSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: trainerTypeSchema,
  content: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Trainer = z.infer<typeof trainerSchema>;

/** An empty `content` is replaced by the type's default template. */
export const createTrainerBody = z.object({
  name,
  type: trainerTypeSchema,
  content: content.default(''),
  description: description.default(null),
  isActive: z.boolean().default(false),
});
export type CreateTrainer = z.input<typeof createTrainerBody>;

/** Making a prompt active deactivates the other active prompt of its type. */
export const updateTrainerBody = z
  .object({
    name: name.optional(),
    content: content.trim().min(1, 'The prompt cannot be empty').optional(),
    description: description.optional(),
    isActive: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export type UpdateTrainer = z.input<typeof updateTrainerBody>;

/** A saved prompt (`id`) or an unsaved text (`content`), run on one test message. */
export const testTrainerBody = z
  .object({
    id: z.string().max(100).optional(),
    content: content.trim().min(1, 'The prompt cannot be empty').optional(),
    input: z
      .string()
      .trim()
      .min(1, 'Write a test message')
      .max(
        TRAINER_TEST_INPUT_MAX,
        `A test message is at most ${TRAINER_TEST_INPUT_MAX} characters`,
      ),
  })
  .refine((b) => (b.id === undefined) !== (b.content === undefined), 'Give a prompt id or a text');
export type TestTrainer = z.input<typeof testTrainerBody>;

/** `embedded`: no model is configured, so the built-in coach answered (it ignores the prompt). */
export const trainerTestResult = z.object({
  response: z.string(),
  engine: z.enum(['model', 'embedded']),
});

const idParams = z.object({ id: z.string().min(1).max(100) });
const trainerBody = z.object({ trainer: trainerSchema });
const notFound = { NOT_FOUND: 404 } as const;

export const adminTrainersApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/trainers',
    access: 'admin',
    feature: 'trainers',
    summary: 'Every AI trainer prompt, newest first',
    response: z.object({ trainers: z.array(trainerSchema) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/admin/trainers',
    access: 'admin',
    feature: 'trainers',
    summary: 'Add an AI trainer prompt',
    body: createTrainerBody,
    response: trainerBody,
    errors: { ACTIVE_CONFLICT: 409 },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/trainers/:id',
    access: 'admin',
    feature: 'trainers',
    summary: 'Change an AI trainer prompt, or make it the active one of its type',
    params: idParams,
    body: updateTrainerBody,
    response: trainerBody,
    errors: { ...notFound, ACTIVE_CONFLICT: 409 },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/trainers/:id',
    access: 'admin',
    feature: 'trainers',
    summary: 'Delete an AI trainer prompt',
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
    errors: notFound,
  }),
  test: endpoint({
    method: 'POST',
    path: '/api/admin/trainers/test',
    access: 'admin',
    feature: 'trainers',
    summary: 'Run a trainer prompt on one test message',
    body: testTrainerBody,
    response: trainerTestResult,
    errors: { ...notFound, AI_FAILED: 502 },
  }),
};

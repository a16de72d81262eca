import { z } from 'zod';
import { emailAddress } from './email-address.js';
import { endpoint } from './endpoint.js';
import { MIN_PASSWORD_LENGTH } from '../domain/accounts.js';
import { BLUEPRINT_SECTIONS } from '../domain/blueprint-scoring.js';
import { EQ_CATEGORIES } from '../domain/eq-scoring.js';

/**
 * Quiz endpoints (docs/product-rules.md sections 2, 7 and 9). The server scores every answer set itself;
 * no total or score ever travels from the browser to the server.
 */

export const quizKind = z.enum(['emotional', 'blueprint']);
export type QuizKind = z.infer<typeof quizKind>;

/** One statement as the quiz pages show it, in quiz order. */
export const quizQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  category: quizKind,
  /** Blueprint area (values, communication, lifestyle, goals); null for EQ items. */
  section: z.enum(BLUEPRINT_SECTIONS).nullable(),
  /** Its place in its quiz (ascending; retired questions leave gaps). */
  position: z.number().int(),
  /** EQ items that are negatively keyed: scored as 6 minus the choice. */
  reverseScored: z.boolean(),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

/** GET /api/quizzes/:kind/questions (public). */
export const quizQuestionsResponse = z.object({ questions: z.array(quizQuestion) });

/** One answered statement: the question's id and the chosen value, 1-5. */
export const answer = z.object({
  // A serial id: PostgreSQL's integer ends at 2^31 - 1, and a larger one fails in the query.
  questionId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
  answer: z.number().int().min(1).max(5),
});
export type Answer = z.infer<typeof answer>;

/** The most questions one quiz may hold (admins add questions; docs/product-rules.md §2). */
export const MAX_QUIZ_QUESTIONS = 100;

/**
 * One answer per question the quiz serves. The count is the quiz's active questions, which
 * admins can change, so the server checks it against the quiz (422 INCOMPLETE_QUIZ).
 */
const answers = () =>
  z
    .array(answer)
    .min(1)
    .max(MAX_QUIZ_QUESTIONS)
    .refine(
      (list) => new Set(list.map((a) => a.questionId)).size === list.length,
      'Each question is answered once.',
    );

export const eqAnswers = answers();
export const blueprintAnswers = answers();

const fullName = z.string().trim().min(1).max(100);

export const categoryScores = z.record(
  z.enum(EQ_CATEGORIES),
  z.object({ score: z.number().int() }),
);

/** An EQ result as the results dialog, the EQ results page and the EQ Overview show it. */
export const eqResult = z.object({
  score: z.number().int(),
  maxScore: z.number().int(),
  band: z.string(),
  categoryScores,
  /** The connection style named in the report, e.g. 'The Steady Harbor'. */
  emotionalType: z.string(),
  /** Markdown, at least 300 words. */
  report: z.string(),
  completedAt: z.string(),
});
export type EqResult = z.infer<typeof eqResult>;

/**
 * POST /api/quizzes/emotional/anonymous (the spec's temp-user-eq-result + send-quiz-results-email).
 * Creates the temporary user and result and mails the results with a link back to /bluz.
 * A total below 70 is refused with 422 `EQ_BELOW_THRESHOLD` (the page never sends one).
 */
export const anonymousEqRequest = z.object({ answers: eqAnswers, email: emailAddress, fullName });
export const anonymousEqResponse = z.object({ userId: z.string().uuid(), result: eqResult });

/**
 * GET /api/quizzes/temp-users/:id (check-temp-user), for the browser that took the EQ quiz (its
 * quiz cookie) or the holder of the results mail's link (`key`, which then hands this browser
 * the cookie). Unknown or malformed id, or no key that opens it: 404.
 */
export const tempUserQuery = z.object({ key: z.string().max(100).optional() });
export const tempUserResponse = z.object({
  exists: z.literal(true),
  /** True once an account was created from this quiz; /bluz then sends the person to /login. */
  claimed: z.boolean(),
  user: z.object({ email: z.string(), fullName: z.string() }),
});
export type TempUser = z.infer<typeof tempUserResponse>;

/**
 * POST /api/quizzes/blueprint/anonymous (temp-user-blueprint-result): the /bluz sign-up modal,
 * from the browser holding the temporary user's key. For a new email: the unverified account
 * with the EQ result, Blueprint and reports, and a verification mail leading on to checkout. For
 * an email with an account: a mail to its owner. The answer is the same either way, and signs
 * nobody in (docs/decisions/0016-blueprint-sign-up-by-mail.md).
 * Errors: 404 unknown temp user or no key, 409 temp user already used, 429 rate limit.
 */
export const anonymousBlueprintRequest = z.object({
  /** The /bluz link's temporary user: the flow starts from a real EQ result (docs/product-rules.md §6). */
  tempUserId: z.string().uuid(),
  answers: blueprintAnswers,
  email: emailAddress,
  name: fullName,
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters long.')
    .max(128),
});
/** Where the mail went: the person continues from their inbox. */
export const anonymousBlueprintResponse = z.object({ email: z.string() });

/** POST /api/quizzes/emotional (signed in: retake from the dashboard). Below 70: 422. */
export const memberEqRequest = z.object({ answers: eqAnswers });
export const memberEqResponse = z.object({ result: eqResult });

/** POST /api/quizzes/blueprint (signed in: take or retake from the dashboard). */
export const memberBlueprintRequest = z.object({ answers: blueprintAnswers });
export const memberBlueprintResponse = z.object({ ok: z.literal(true) });

/** A member's or visitor's answers that name questions the quiz does not have, or miss some. */
const answerErrors = { UNKNOWN_QUESTION: 422, WRONG_QUIZ: 422, INCOMPLETE_QUIZ: 422 } as const;

export const quizzesApi = {
  questions: endpoint({
    method: 'GET',
    path: '/api/quizzes/:kind/questions',
    access: 'public',
    feature: 'quizzes',
    summary: 'One quiz’s questions, in order',
    params: z.object({ kind: quizKind }),
    response: quizQuestionsResponse,
  }),
  tempUser: endpoint({
    method: 'GET',
    path: '/api/quizzes/temp-users/:id',
    access: 'public',
    feature: 'quizzes',
    summary: 'Does this quiz link’s temporary user exist',
    params: z.object({ id: z.string() }),
    query: tempUserQuery,
    response: tempUserResponse,
    errors: { NOT_FOUND: 404 },
  }),
  memberEq: endpoint({
    method: 'POST',
    path: '/api/quizzes/emotional',
    access: 'member',
    feature: 'quizzes',
    summary: 'A member takes or retakes the EQ quiz',
    body: memberEqRequest,
    response: memberEqResponse,
    errors: { ...answerErrors, EQ_BELOW_THRESHOLD: 422 },
  }),
  memberBlueprint: endpoint({
    method: 'POST',
    path: '/api/quizzes/blueprint',
    access: 'member',
    feature: 'quizzes',
    summary: 'A member takes or retakes the Blueprint quiz',
    body: memberBlueprintRequest,
    response: memberBlueprintResponse,
    errors: answerErrors,
  }),
  anonymousEq: endpoint({
    method: 'POST',
    path: '/api/quizzes/emotional/anonymous',
    access: 'public',
    feature: 'quizzes',
    summary: 'Public EQ quiz: temporary user, result and results mail',
    body: anonymousEqRequest,
    response: anonymousEqResponse,
    errors: { ...answerErrors, EQ_BELOW_THRESHOLD: 422 },
  }),
  anonymousBlueprint: endpoint({
    method: 'POST',
    path: '/api/quizzes/blueprint/anonymous',
    access: 'public',
    feature: 'quizzes',
    summary: 'The /bluz sign-up: account, Blueprint and reports; continues by mail',
    body: anonymousBlueprintRequest,
    response: anonymousBlueprintResponse,
    errors: {
      ...answerErrors,
      NOT_FOUND: 404,
      ALREADY_CLAIMED: 409,
      SIGN_UP_FAILED: 400,
    },
  }),
};

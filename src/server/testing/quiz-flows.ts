import { eq } from 'drizzle-orm';
import { quizzesApi, type QuizQuestion } from '#shared/contracts/quizzes.js';
import { user } from '../db/schema.js';
import { PASSWORD, cookieFrom } from './accounts.js';
import { createTestApp, type TestApp } from './create-test-app.js';
import { answersFor, eqChoiceStoring, questionsOf } from './quiz-answers.js';

/** A test app with both quizzes' questions loaded, as the public endpoint serves them. */
export type QuizTestApp = TestApp & {
  eqQuestions: QuizQuestion[];
  blueprintQuestions: QuizQuestion[];
};

export async function createQuizTestApp(env: Record<string, string> = {}): Promise<QuizTestApp> {
  const t = await createTestApp(env);
  return {
    ...t,
    eqQuestions: await questionsOf(t, 'emotional'),
    blueprintQuestions: await questionsOf(t, 'blueprint'),
  };
}

/** The public EQ quiz (/quiz) as requests; `app` is read on each call, as in `bluzFlows`. */
export function eqFlows(app: () => QuizTestApp) {
  return {
    /** Sends the anonymous EQ submission as it is (refusals too). */
    submit: (body: object) => app().call(quizzesApi.anonymousEq, { rawBody: body }),
    /** The contact fields of a visitor with this email. */
    visitor: (email: string) => ({ email, fullName: 'Maya Lin' }),
    /** EQ answers that pass validation and the threshold (total 100). */
    good: () => answersFor(app().eqQuestions, eqChoiceStoring(4)),
  };
}

/**
 * The /quiz then /bluz journey as requests. `app` is read on each call, since the test app is
 * only built in `beforeAll`. Each temporary user's quiz cookie is kept, as the browser that took
 * the EQ quiz keeps it, and sent with its sign-up unless the request comes from another browser.
 */
export function bluzFlows(app: () => QuizTestApp) {
  const blueprint = () => answersFor(app().blueprintQuestions, (p) => (p % 5) + 1);
  const cookies = new Map<string, string>();
  return {
    /** Blueprint answers that pass validation. */
    blueprint,
    /** Takes the EQ quiz anonymously and returns the temporary user's id. */
    tempUserId: async (email: string): Promise<string> => {
      const res = await app().call(quizzesApi.anonymousEq, {
        body: {
          answers: answersFor(app().eqQuestions, eqChoiceStoring(4)),
          email,
          fullName: 'Noor Haddad',
        },
      });
      const id = res.json().userId;
      cookies.set(id, cookieFrom(res));
      return id;
    },
    /** The quiz cookie of the browser that took this temporary user's EQ quiz. */
    cookieOf: (tempUserId: string) => cookies.get(tempUserId) ?? '',
    /** The /bluz sign-up; `body` adds or overrides fields of a valid request (refusals too). */
    signUp: (
      body: Record<string, unknown>,
      from: 'same browser' | 'another browser' = 'same browser',
    ) =>
      app().call(
        quizzesApi.anonymousBlueprint,
        { rawBody: { answers: blueprint(), name: 'Noor', password: PASSWORD, ...body } },
        from === 'same browser' ? { cookie: cookies.get(String(body.tempUserId)) ?? '' } : {},
      ),
    accountOf: async (email: string) =>
      (await app().database.db.select().from(user).where(eq(user.email, email)))[0],
  };
}

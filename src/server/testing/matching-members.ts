import { eq } from 'drizzle-orm';
import { matchingApi, type QuestionnaireInput } from '#shared/contracts/matching.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { profiles } from '../db/schema.js';
import { signUpAndIn } from './accounts.js';
import type { TestApp } from './create-test-app.js';
import { answersFor, questionsOf } from './quiz-answers.js';

export const NYC = '10001';
export const LA = '90001';

export const questionnaireFor = (over: Partial<QuestionnaireInput> = {}): QuestionnaireInput => ({
  gender: 'Woman',
  lookingFor: 'Man',
  ethnicity: 'Asian',
  preference: "Doesn't matter",
  birthYear: String(new Date().getUTCFullYear() - 30),
  zipCode: NYC,
  ...over,
});

/**
 * A member who can be matched: signed in, Blueprint taken (`answer` picks each item's value by
 * position), `credits` match credits, and, unless `questionnaire` is null, the questionnaire saved.
 */
export async function matchableMember(
  t: TestApp,
  name: string,
  options: {
    questionnaire?: Partial<QuestionnaireInput> | null;
    answer?: (position: number) => number;
    credits?: number;
  } = {},
) {
  const email = `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { id, cookie } = await signUpAndIn(t, email, name);
  const blueprint = await questionsOf(t, 'blueprint');
  const saved = await t.call(
    quizzesApi.memberBlueprint,
    { body: { answers: answersFor(blueprint, options.answer ?? (() => 4)) } },
    { cookie },
  );
  if (saved.statusCode !== 200) throw new Error(`blueprint: ${saved.body}`);
  await t.database.db
    .update(profiles)
    .set({ matchesCount: options.credits ?? 5, fullName: name })
    .where(eq(profiles.id, id));
  if (options.questionnaire !== null) {
    const body = questionnaireFor(options.questionnaire);
    const res = await t.call(matchingApi.saveQuestionnaire, { body }, { cookie });
    if (res.statusCode !== 200) throw new Error(`questionnaire: ${res.body}`);
  }
  return { id, cookie, email, name };
}

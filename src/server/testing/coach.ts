import { randomUUID } from 'node:crypto';
import { coachApi, type CoachStreamEvent } from '#shared/contracts/coach.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { setPlan } from './chat-pairs.js';
import { createTestApp, type TestApp } from './create-test-app.js';
import { startFakeOpenAi } from './fake-openai.js';
import { matchableMember } from './matching-members.js';
import { answersFor, eqChoiceStoring, questionsOf } from './quiz-answers.js';

/** A Premium member with both quizzes taken: what the coach is grounded in. */
export async function coachedMember(t: TestApp, name: string) {
  const member = await matchableMember(t, name, { questionnaire: null });
  const eq = answersFor(await questionsOf(t, 'emotional'), eqChoiceStoring(4));
  const taken = await t.call(
    quizzesApi.memberEq,
    { body: { answers: eq } },
    { cookie: member.cookie },
  );
  if (taken.statusCode !== 200) throw new Error(`EQ quiz: ${taken.body}`);
  await setPlan(t, member.id, 'Premium');
  return member;
}

/** Asks the coach; answers the status and, for a stream, its events in order. */
export async function ask(t: TestApp, cookie: string, content: string, id: string = randomUUID()) {
  const res = await t.call(coachApi.ask, { body: { id, content } }, { cookie });
  const events =
    res.statusCode === 200
      ? res.body
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as CoachStreamEvent)
      : [];
  return { res, events, id };
}

/** The reply's text as the pieces built it. */
export const piecesText = (events: CoachStreamEvent[]) =>
  events.map((e) => (e.type === 'piece' ? e.text : '')).join('');

/**
 * A test app on a fake OpenAI-compatible model, with short timeouts so a slow or stalled model
 * fails fast.
 */
export async function appOnFakeModel(model: string) {
  const fake = await startFakeOpenAi();
  const t = await createTestApp(
    { AI_BASE_URL: fake.baseUrl, AI_API_KEY: 'sk-test', AI_MODEL: model },
    { ai: { timeoutMs: 1_500, idleMs: 300 } },
  );
  return { fake, t };
}

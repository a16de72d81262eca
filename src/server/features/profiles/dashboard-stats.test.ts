import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datesApi } from '#shared/contracts/dates.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { acceptRequest, requestedPair } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { agreedDate, inDays } from '#server/testing/date-flows.js';
import { answersFor, eqChoiceStoring, questionsOf } from '#server/testing/quiz-answers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function statsOf(cookie: string) {
  const res = await t.call(profilesApi.stats, {}, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const journeyOf = async (cookie: string) => (await statsOf(cookie)).journey;

describe('GET /api/profile/stats: the journey behind the home’s next step', () => {
  it('starts with every step ahead of a new member', async () => {
    const { cookie } = await signUpAndIn(t, 'nia@example.com', 'Nia');
    expect(await statsOf(cookie)).toEqual({
      activeMatches: 0,
      activeChats: 0,
      compatibilityScore: 0,
      profileCompletion: 11,
      journey: {
        tookEqQuiz: false,
        tookBlueprintQuiz: false,
        answeredQuestionnaire: false,
        awaitingChatReply: false,
        hasPlannedDate: false,
      },
    });
  });

  it('follows the quizzes, the questionnaire, a chat request and a date, each member their own', async () => {
    const pair = await requestedPair(t, ['Ivy', 'Jon']);
    const { a, b } = pair;
    expect(await journeyOf(a.cookie)).toEqual({
      tookEqQuiz: false,
      tookBlueprintQuiz: true,
      answeredQuestionnaire: true,
      awaitingChatReply: true,
      hasPlannedDate: false,
    });
    // Jon was asked, he asked nobody.
    expect((await journeyOf(b.cookie)).awaitingChatReply).toBe(false);

    const eq = await t.call(
      quizzesApi.memberEq,
      { body: { answers: answersFor(await questionsOf(t, 'emotional'), eqChoiceStoring(4)) } },
      { cookie: a.cookie },
    );
    expect(eq.statusCode).toBe(200);
    expect((await journeyOf(a.cookie)).tookEqQuiz).toBe(true);
    expect((await journeyOf(b.cookie)).tookEqQuiz).toBe(false);

    const sessionId = await acceptRequest(t, pair);
    const connected = await statsOf(a.cookie);
    expect(connected.activeChats).toBe(1);
    expect(connected.journey.awaitingChatReply).toBe(false);

    // A proposal counts for both, whoever made it; declined it no longer does; agreed it does.
    const proposed = await t.call(
      datesApi.propose,
      { params: { sessionId }, body: { dateType: 'phone', options: [inDays(3)], timeZone: 'UTC' } },
      { cookie: a.cookie },
    );
    expect(proposed.statusCode).toBe(200);
    expect((await journeyOf(a.cookie)).hasPlannedDate).toBe(true);
    expect((await journeyOf(b.cookie)).hasPlannedDate).toBe(true);
    const declined = await t.call(
      datesApi.decline,
      { params: { id: proposed.json().dateRequest.id } },
      { cookie: b.cookie },
    );
    expect(declined.statusCode).toBe(200);
    expect((await journeyOf(b.cookie)).hasPlannedDate).toBe(false);

    await agreedDate(t, { a, b, sessionId });
    expect((await journeyOf(a.cookie)).hasPlannedDate).toBe(true);
    expect((await journeyOf(b.cookie)).hasPlannedDate).toBe(true);
  });
});

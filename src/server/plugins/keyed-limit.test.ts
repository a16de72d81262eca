import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingApi } from '#shared/contracts/matching.js';
import { profilePhotosApi } from '#shared/contracts/profile-photos.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { quizzesApi } from '#shared/contracts/quizzes.js';
import { signUpAndIn } from '../testing/accounts.js';
import { questionnaireFor } from '../testing/matching-members.js';
import { answersFor, eqChoiceStoring } from '../testing/quiz-answers.js';
import { createQuizTestApp, type QuizTestApp } from '../testing/quiz-flows.js';

/**
 * Limits where work is expensive (docs/security-rules.md, rule 1): a member's counter follows the
 * member across addresses, and the anonymous results mail counts per address it goes to.
 */
let t: QuizTestApp;
let sam: { cookie: string; id: string };
let kim: { cookie: string; id: string };
beforeAll(async () => {
  t = await createQuizTestApp({ RATE_LIMIT: 'on' });
  sam = await signUpAndIn(t, 'sam@example.com', 'Sam', undefined, '192.0.2.1');
  kim = await signUpAndIn(t, 'kim@example.com', 'Kim', undefined, '192.0.2.2');
});
afterAll(() => t.close());

let ip = 0;
/** Each request from a new address: only a per-member counter can stop them. */
const nextIp = () => `198.51.100.${++ip}`;
const submitEq = (cookie: string) =>
  t.call(
    quizzesApi.memberEq,
    { body: { answers: answersFor(t.eqQuestions, eqChoiceStoring(4)) } },
    { cookie, remoteAddress: nextIp() },
  );
const saveQuestionnaire = (cookie: string, remoteAddress?: string) =>
  t.call(matchingApi.saveQuestionnaire, { body: questionnaireFor() }, { cookie, remoteAddress });

async function statuses(n: number, send: () => Promise<{ statusCode: number }>) {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push((await send()).statusCode);
  return seen;
}

describe('per-member limits', () => {
  it('allows 10 EQ submissions an hour per member, from however many addresses', async () => {
    expect(await statuses(11, () => submitEq(sam.cookie))).toEqual([
      ...Array<number>(10).fill(200),
      429,
    ]);
    const refused = await submitEq(sam.cookie);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.message).toMatch(/Please wait \d+ seconds/);
    expect((await submitEq(kim.cookie)).statusCode).toBe(200);
  });

  it('allows 30 questionnaire saves an hour per member (each one searches the pool)', async () => {
    const save = () => saveQuestionnaire(kim.cookie, nextIp());
    expect(await statuses(31, save)).toEqual([...Array<number>(30).fill(200), 429]);
    expect((await saveQuestionnaire(sam.cookie)).statusCode).toBe(200);
  });

  it('counts 20 photo uploads an hour per member, by either route, before reading the upload', async () => {
    const upload =
      (endpoint: typeof profilesApi.uploadAvatar | typeof profilePhotosApi.add) => () =>
        t.call(
          endpoint,
          { rawBody: 'not an image' },
          {
            cookie: kim.cookie,
            headers: { 'content-type': 'text/plain' },
            remoteAddress: nextIp(),
          },
        );
    const seen = [
      ...(await statuses(10, upload(profilesApi.uploadAvatar))),
      ...(await statuses(11, upload(profilePhotosApi.add))),
    ];
    expect(seen.slice(0, 20).every((s) => s >= 400 && s < 429)).toBe(true);
    expect(seen[20]).toBe(429);
  });

  it('leaves a signed-out caller to the access check', async () => {
    const res = await t.call(
      quizzesApi.memberEq,
      { body: { answers: [] } },
      { remoteAddress: nextIp() },
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('the anonymous EQ results mail', () => {
  const eqFor = (email: string) =>
    t.call(
      quizzesApi.anonymousEq,
      { body: { answers: answersFor(t.eqQuestions, eqChoiceStoring(4)), email, fullName: 'V' } },
      { remoteAddress: nextIp() },
    );

  it('goes to one address at most 3 times a day, whoever asks', async () => {
    const seen = await statuses(3, () => eqFor('target@example.com'));
    expect(seen).toEqual([200, 200, 200]);
    const refused = await eqFor(' Target@Example.com ');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/already sent quiz results to this address/);
    expect((await eqFor('someone.else@example.com')).statusCode).toBe(200);
  });
});

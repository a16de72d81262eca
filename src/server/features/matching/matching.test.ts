import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingApi, type QuestionnaireInput } from '#shared/contracts/matching.js';
import { profiles } from '#server/db/schema.js';
import { acceptRequest, requestedPair } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { LA, matchableMember, questionnaireFor } from '#server/testing/matching-members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const matchesOf = async (cookie: string) => {
  const res = await t.call(matchingApi.matches, {}, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const save = (cookie: string, body: QuestionnaireInput) =>
  t.call(matchingApi.saveQuestionnaire, { body }, { cookie });

describe('the questionnaire (docs/product-rules.md §3, §5 and §8)', () => {
  it('checks the fields in the spec’s order with its messages', async () => {
    const m = await matchableMember(t, 'Quinn', { questionnaire: null });
    const cases: [object, string][] = [
      [{ ...questionnaireFor(), gender: undefined }, 'Please select your gender'],
      [{ ...questionnaireFor(), gender: 'Other', lookingFor: '' }, 'Please select your gender'],
      [{ ...questionnaireFor(), lookingFor: '' }, 'Please select who you are looking for'],
      [{ ...questionnaireFor(), ethnicity: 'Martian' }, 'Please select your ethnicity'],
      [{ ...questionnaireFor(), preference: '' }, 'Please select your preference'],
      [{ ...questionnaireFor(), birthYear: '95' }, 'Please enter a valid birth year (YYYY)'],
      [{ ...questionnaireFor(), zipCode: '123' }, 'Please enter a valid zip code'],
    ];
    for (const [body, message] of cases) {
      const res = await t.call(
        matchingApi.saveQuestionnaire,
        { rawBody: body },
        { cookie: m.cookie },
      );
      expect(res.statusCode, message).toBe(400);
      // The first failing field, in the spec's order (the handler names the field after it).
      expect(res.json().error.message.startsWith(message), res.body).toBe(true);
    }
    const tooYoung = await save(
      m.cookie,
      questionnaireFor({ birthYear: String(new Date().getUTCFullYear() - 16) }),
    );
    expect(tooYoung.statusCode).toBe(400);
    const unknownZip = await save(m.cookie, questionnaireFor({ zipCode: '00000' }));
    expect(unknownZip.json().error).toEqual({
      code: 'UNKNOWN_ZIP',
      message: 'We could not find that zip code. Please check it and try again.',
    });
  });

  it('keeps one row per member and answers 401 to visitors', async () => {
    const m = await matchableMember(t, 'Rowan');
    const again = await save(
      m.cookie,
      questionnaireFor({ zipCode: '10002-1234', preference: 'Asian' }),
    );
    expect(again.json().questionnaire).toMatchObject({ zipCode: '10002', preference: 'Asian' });
    const read = await t.call(matchingApi.questionnaire, {}, { cookie: m.cookie });
    expect(read.json().questionnaire?.zipCode).toBe('10002');
    expect((await t.call(matchingApi.questionnaire)).statusCode).toBe(401);
    expect((await t.call(matchingApi.matches)).statusCode).toBe(401);
  });
});

describe('matches (issue 5)', () => {
  it('pairs people who fit both ways, shows a match’s public profile only, with reasons in words', async () => {
    const ada = await matchableMember(t, 'Ada', {
      questionnaire: { gender: 'Woman', lookingFor: 'Man' },
    });
    const ben = await matchableMember(t, 'Ben', {
      questionnaire: { gender: 'Man', lookingFor: 'Woman', ethnicity: 'White' },
    });
    const far = await matchableMember(t, 'Cal', {
      questionnaire: { gender: 'Man', lookingFor: 'Woman', zipCode: LA },
    });
    const picky = await matchableMember(t, 'Dev', {
      questionnaire: { gender: 'Man', lookingFor: 'Woman', preference: 'Black' },
    });
    const adaView = await matchesOf(ada.cookie);
    const names = adaView.matches.map((m) => m.name);
    expect(names).toContain('Ben');
    expect(names).not.toContain('Cal'); // 2,400 miles away
    expect(names).not.toContain('Dev'); // Dev prefers Black partners; Ada is Asian
    const benCard = adaView.matches.find((m) => m.name === 'Ben')!;
    expect(benCard.score).toBeGreaterThan(0);
    expect(benCard.reasons.length).toBeGreaterThan(0);
    expect(benCard.reasons.join(' ')).not.toMatch(/CATEGORY|QUESTION/);
    expect(benCard).toMatchObject({ isNew: true, requestStatus: 'none' });
    expect(JSON.stringify(adaView)).not.toContain(ben.email);
    expect(JSON.stringify(adaView)).not.toContain('10001');
    // Ben joined before Ada; her arrival put her on his list at once.
    expect((await matchesOf(ben.cookie)).matches.map((m) => m.name)).toContain('Ada');
    expect((await matchesOf(far.cookie)).matches.map((m) => m.name)).not.toContain('Ada');
    expect((await matchesOf(picky.cookie)).matches.map((m) => m.name)).not.toContain('Ada');
  });

  it('shows a match who asked and was accepted as connected and no longer new, on both sides', async () => {
    const pair = await requestedPair(t, ['Gia', 'Hal']);
    const sessionId = await acceptRequest(t, pair);
    const cardOf = async (cookie: string, userId: string) =>
      (await matchesOf(cookie)).matches.find((m) => m.userId === userId);
    // Hal was asked: he sent nothing, yet the two talk.
    expect(await cardOf(pair.b.cookie, pair.a.id)).toMatchObject({
      isNew: false,
      requestStatus: 'none',
      chatSessionId: sessionId,
    });
    expect(await cardOf(pair.a.cookie, pair.b.id)).toMatchObject({
      isNew: false,
      requestStatus: 'accepted',
      chatSessionId: sessionId,
    });
  });

  it('shows no matches to a member without a plan, and says so', async () => {
    const m = await matchableMember(t, 'Eve', { credits: -1 });
    expect(await matchesOf(m.cookie)).toEqual({
      matches: [],
      matchesCount: -1,
      hasQuestionnaire: true,
      fewCandidates: null,
    });
  });

  it('drops a banned or deactivated match from the list', async () => {
    const fay = await matchableMember(t, 'Fay', {
      questionnaire: { gender: 'Woman', lookingFor: 'Man', zipCode: '60601' },
    });
    const gus = await matchableMember(t, 'Gus', {
      questionnaire: { gender: 'Man', lookingFor: 'Woman', zipCode: '60601' },
    });
    expect((await matchesOf(fay.cookie)).matches.map((m) => m.name)).toContain('Gus');
    await t.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, gus.id));
    expect((await matchesOf(fay.cookie)).matches.map((m) => m.name)).not.toContain('Gus');
  });

  it('the batch rebuilds every list under the exposure cap and keeps pairs in both directions', async () => {
    const result = await t.app.matcher.runBatch();
    expect(result.members).toBeGreaterThanOrEqual(6);
    const rows = await t.database.db.query.matchedUsers.findMany();
    const names = new Map(
      (await t.database.db.select().from(profiles)).map((p) => [p.id, p.fullName]),
    );
    const listed = (name: string) =>
      rows.filter((r) => names.get(r.userId) === name).map((r) => names.get(r.matchedUserId));
    // Ada and Ben fit both ways: the batch lists each for the other, with one mutual score.
    expect(listed('Ada')).toContain('Ben');
    expect(listed('Ben')).toContain('Ada');
    // Filters still hold in the batch: Cal is 2,400 miles away, Dev only wants Black partners.
    expect(listed('Ada')).not.toContain('Cal');
    expect(listed('Ada')).not.toContain('Dev');
    for (const r of rows) {
      const back = rows.find((x) => x.userId === r.matchedUserId && x.matchedUserId === r.userId);
      if (back) expect(back.score).toBe(r.score);
    }
  });
});

import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  matchPreferencesApi,
  type MatchPreferencesInput,
} from '#shared/contracts/match-preferences.js';
import { matchingApi, type MatchesResponse } from '#shared/contracts/matching.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { exportLink } from '#server/testing/exports.js';
import { matchableMember } from '#server/testing/matching-members.js';
import { TOPIC_QUESTIONS } from './engine/preferences.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Away from the other tests' members: Chicago, and Milwaukee about 80 miles north.
const CHICAGO = '60601';
const MILWAUKEE = '53202';
const year = new Date().getUTCFullYear();
const DEFAULTS: MatchPreferencesInput = { ageRange: null, maxDistanceMiles: 50, dealbreakers: [] };

type Member = Awaited<ReturnType<typeof matchableMember>>;
const woman = (name: string, age: number, zipCode = CHICAGO, children = 4) =>
  matchableMember(t, name, {
    questionnaire: { gender: 'Woman', lookingFor: 'Man', birthYear: String(year - age), zipCode },
    answer: (p) => (TOPIC_QUESTIONS.children.includes(p) ? children : 4),
  });
const man = (name: string, age: number, zipCode = CHICAGO, children = 4) =>
  matchableMember(t, name, {
    questionnaire: { gender: 'Man', lookingFor: 'Woman', birthYear: String(year - age), zipCode },
    answer: (p) => (TOPIC_QUESTIONS.children.includes(p) ? children : 4),
  });

const save = (m: Member, body: unknown) =>
  t.call(matchPreferencesApi.save, { rawBody: body }, { cookie: m.cookie });
const matchesOf = async (m: Member): Promise<MatchesResponse> =>
  (await t.call(matchingApi.matches, {}, { cookie: m.cookie })).json();
const names = async (m: Member) => (await matchesOf(m)).matches.map((x) => x.name);

describe('match preferences (issue 31)', () => {
  it('refuses bad preferences with a clear message and changes nothing', async () => {
    const ann = await woman('Ann', 30);
    expect((await save(ann, { ...DEFAULTS, maxDistanceMiles: 25 })).statusCode).toBe(200);
    const cases: [unknown, string][] = [
      [
        { ...DEFAULTS, ageRange: { min: 40, max: 30 } },
        'The youngest age must not be above the oldest.',
      ],
      [{ ...DEFAULTS, ageRange: { min: 17, max: 30 } }, 'Choose ages from 18 to 100'],
      [{ ...DEFAULTS, ageRange: { min: 20, max: 101 } }, 'Choose ages from 18 to 100'],
      [
        { ...DEFAULTS, maxDistanceMiles: 5 },
        'Choose a distance from 10 to 100 miles, or anywhere.',
      ],
      [
        { ...DEFAULTS, maxDistanceMiles: 150 },
        'Choose a distance from 10 to 100 miles, or anywhere.',
      ],
      [{ ...DEFAULTS, dealbreakers: ['smoking'] }, 'Choose dealbreakers from the list.'],
      [{ ...DEFAULTS, dealbreakers: ['faith', 'faith'] }, 'Each topic once, please.'],
    ];
    for (const [body, message] of cases) {
      const res = await save(ann, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message, res.body).toContain(message);
    }
    const read = await t.call(matchPreferencesApi.get, {}, { cookie: ann.cookie });
    expect(read.json().preferences).toEqual({ ...DEFAULTS, maxDistanceMiles: 25 });
    expect(read.json().defaultAgeRange).toEqual({ min: 22, max: 40 });

    const newcomer = await matchableMember(t, 'Nia', { questionnaire: null });
    const before = await t.call(matchPreferencesApi.get, {}, { cookie: newcomer.cookie });
    expect(before.json()).toMatchObject({
      preferences: DEFAULTS,
      questionnaireSaved: false,
      defaultAgeRange: null,
      stances: { children: 'yes', marriage: 'yes', faith: 'yes' },
    });
    const early = await save(newcomer, DEFAULTS);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('NO_QUESTIONNAIRE');
    expect((await t.call(matchPreferencesApi.get)).statusCode).toBe(401);
  });

  it('keeps matching mutual: a narrowed age range removes a match for both, widening brings it back', async () => {
    const bea = await woman('Bea', 30);
    const bo = await man('Bo', 36);
    expect(await names(bea)).toContain('Bo');
    expect(await names(bo)).toContain('Bea');

    expect((await save(bea, { ...DEFAULTS, ageRange: { min: 25, max: 32 } })).statusCode).toBe(200);
    expect(await names(bea)).not.toContain('Bo');
    expect(await names(bo)).not.toContain('Bea');
    expect((await matchesOf(bea)).fewCandidates).toEqual({ count: 0, widen: 'age' });

    await save(bea, { ...DEFAULTS, ageRange: { min: 25, max: 40 } });
    expect(await names(bea)).toContain('Bo');
    expect(await names(bo)).toContain('Bea');
    // Bo's own range must take Bea's age in as well.
    await save(bo, { ...DEFAULTS, ageRange: { min: 32, max: 40 } });
    expect(await names(bea)).not.toContain('Bo');
    expect(await names(bo)).not.toContain('Bea');
  });

  it('matches within the smaller of the two distances, anywhere meeting anywhere', async () => {
    const cy = await woman('Cy', 40, CHICAGO);
    const cal = await man('Cal', 42, MILWAUKEE);
    expect(await names(cy)).not.toContain('Cal');
    expect((await matchesOf(cy)).fewCandidates?.widen).toBe('distance');
    await save(cy, { ...DEFAULTS, maxDistanceMiles: 100 });
    expect(await names(cy)).not.toContain('Cal');
    await save(cal, { ...DEFAULTS, maxDistanceMiles: null });
    expect(await names(cy)).toContain('Cal');
    expect(await names(cal)).toContain('Cy');
  });

  it('rules out opposite answers on a dealbreaker topic, both ways', async () => {
    const di = await woman('Di', 50, CHICAGO, 5);
    const eli = await man('Eli', 52, CHICAGO, 1);
    expect(await names(di)).toContain('Eli');
    const saved = await save(di, { ...DEFAULTS, dealbreakers: ['children'] });
    expect(saved.json().stances).toMatchObject({ children: 'yes' });
    expect(await names(di)).not.toContain('Eli');
    expect(await names(eli)).not.toContain('Di');
    expect((await matchesOf(di)).fewCandidates?.widen).toBe('dealbreakers');
    await save(di, DEFAULTS);
    expect(await names(eli)).toContain('Di');
  });

  it('travels in the member’s data export', async () => {
    const fay = await woman('Fay', 45);
    await save(fay, {
      ageRange: { min: 40, max: 55 },
      maxDistanceMiles: null,
      dealbreakers: ['faith'],
    });
    const res = await t.app.inject({
      url: await exportLink(t, fay),
      headers: { cookie: fay.cookie },
    });
    const data = JSON.parse(strFromU8(unzipSync(res.rawPayload)['right-one-data.json']!));
    expect(data.questionnaire[0]).toMatchObject({
      ageMin: 40,
      ageMax: 55,
      maxDistanceMiles: null,
      dealbreakers: ['faith'],
    });
  });
});

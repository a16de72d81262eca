import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { profiles, user } from '#server/db/schema.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import type { BodyOf } from '#server/testing/call.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

let t: TestApp;
let ann: { cookie: string; id: string };
let ben: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUpAndIn(t, 'ann@example.com', 'Ann');
  ben = await signUpAndIn(t, 'ben@example.com', 'Ben');
});
afterAll(() => t.close());

type Profile = BodyOf<typeof profilesApi.update>;
const FULL: Profile = {
  fullName: 'Ann Lee',
  age: 34,
  location: 'Lisbon',
  occupation: 'Architect',
  education: 'MSc Architecture',
  aboutMe: 'I like long walks and longer conversations.',
  interestsHobbies: 'Climbing, pottery',
  lookingFor: 'long-term',
};

const put = (cookie: string | undefined, body: Profile) =>
  t.call(profilesApi.update, { body }, { cookie });
/** A body the contract refuses, sent as it is. */
const putRaw = (cookie: string, body: unknown) =>
  t.call(profilesApi.update, { rawBody: body }, { cookie });
const rowOf = async (id: string) =>
  (await t.database.db.select().from(profiles).where(eq(profiles.id, id)))[0]!;

describe('PUT /api/profile', () => {
  it('updates the member’s own profile, trims, stores empty text as null and recomputes completion', async () => {
    expect((await rowOf(ann.id)).profileCompletion).toBe(0);
    const res = await put(ann.cookie, { ...FULL, location: '  Lisbon  ', education: '   ' });
    expect(res.statusCode).toBe(200);
    // Seven of nine fields: everything but the photo and the blank education.
    expect(res.json()).toMatchObject({
      id: ann.id,
      fullName: 'Ann Lee',
      age: 34,
      location: 'Lisbon',
      education: null,
      lookingFor: 'long-term',
      profileCompletion: 78,
    });
    const row = await rowOf(ann.id);
    expect(row).toMatchObject({ location: 'Lisbon', education: null, profileCompletion: 78 });

    const full = await put(ann.cookie, FULL);
    expect(full.json().profileCompletion).toBe(89);
    expect((await rowOf(ann.id)).profileCompletion).toBe(89);
  });

  it('clears fields sent as null and lowers completion again', async () => {
    const res = await put(ann.cookie, { ...FULL, age: null, aboutMe: null, lookingFor: null });
    expect(res.json()).toMatchObject({
      age: null,
      aboutMe: null,
      lookingFor: null,
      profileCompletion: 56,
    });
    await put(ann.cookie, FULL);
  });

  it('renames the account too, so the session (and the header) shows the new name', async () => {
    await put(ann.cookie, { ...FULL, fullName: 'Annie Lee' });
    const [account] = await t.database.db.select().from(user).where(eq(user.id, ann.id));
    expect(account?.name).toBe('Annie Lee');
    const session = await t.call(authApi.getSession, {}, { cookie: ann.cookie });
    expect(session.json().user.name).toBe('Annie Lee');
  });

  it('edits only the session’s own row: there is no id to send, and one in the body is refused', async () => {
    const benBefore = await rowOf(ben.id);
    const res = await put(ann.cookie, { ...FULL, fullName: 'Not Ben' });
    expect(res.json().id).toBe(ann.id);
    expect(await rowOf(ben.id)).toEqual(benBefore);

    const withId = await putRaw(ann.cookie, { ...FULL, id: ben.id, fullName: 'Hijacked' });
    expect(withId.statusCode).toBe(400);
    expect(await rowOf(ben.id)).toEqual(benBefore);
    expect((await rowOf(ann.id)).fullName).toBe('Not Ben');

    // The same request as Ben edits Ben.
    expect((await put(ben.cookie, { ...FULL, fullName: 'Ben Ng' })).json()).toMatchObject({
      id: ben.id,
      fullName: 'Ben Ng',
    });
  });

  it.each([
    ['age 17', { age: 17 }, 'You must be at least 18.'],
    ['age 121', { age: 121 }, 'Please enter an age of 120 or less.'],
    ['age "abc"', { age: 'abc' }, 'Please enter your age as a whole number.'],
    ['age 30.5', { age: 30.5 }, 'Please enter your age as a whole number.'],
    ['an unknown key', { plan: 'Premium' }, 'plan'],
    ['a blank name', { fullName: '   ' }, 'Please enter your name.'],
    ['a name of 101 characters', { fullName: 'a'.repeat(101) }, 'at most 100 characters'],
    [
      'a location of 101 characters',
      { location: 'a'.repeat(101) },
      'Location can be at most 100 characters.',
    ],
    [
      'an about me of 1001 characters',
      { aboutMe: 'a'.repeat(1001) },
      'About me can be at most 1000 characters.',
    ],
    ['an unknown looking for', { lookingFor: 'marriage' }, 'lookingFor'],
  ])(
    'answers 400 with the error shape for %s, and changes nothing',
    async (_name, change, message) => {
      const before = await rowOf(ann.id);
      const res = await putRaw(ann.cookie, { ...FULL, ...change });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toEqual({ error: { code: 'VALIDATION_ERROR', message: expect.any(String) } });
      expect(body.error.message).toContain(message);
      expect(await rowOf(ann.id)).toEqual(before);
    },
  );

  it('asks for every field (PUT replaces the editable fields whole)', async () => {
    const { location: _omitted, ...partial } = FULL;
    expect((await putRaw(ann.cookie, partial)).statusCode).toBe(400);
  });

  it('is for signed-in members from our own pages only', async () => {
    expect((await put(undefined, FULL)).statusCode).toBe(401);
    const foreign = await t.call(
      profilesApi.update,
      { body: FULL },
      { cookie: ann.cookie, headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('PUT /api/profile/time-zone', () => {
  /** Sends `timeZone` as it is, a valid one or not. */
  const setZone = (cookie: string, timeZone: unknown) =>
    t.call(profilesApi.timeZone, { rawBody: { timeZone } }, { cookie });

  it('remembers the browser’s time zone on the member’s own profile', async () => {
    expect((await setZone(ben.cookie, 'America/New_York')).json()).toEqual({
      timeZone: 'America/New_York',
    });
    const own = await t.call(profilesApi.me, {}, { cookie: ben.cookie });
    expect(own.json().timeZone).toBe('America/New_York');
    const [annRow] = await t.database.db.select().from(profiles).where(eq(profiles.id, ann.id));
    expect(annRow?.timeZone).toBeNull();
  });

  it.each([['Mars/Olympus'], [''], [42]])('refuses %j (400), changing nothing', async (zone) => {
    const res = await setZone(ben.cookie, zone);
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, ben.id));
    expect(row?.timeZone).toBe('America/New_York');
  });
});

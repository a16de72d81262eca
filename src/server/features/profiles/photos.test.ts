import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilePhotosApi } from '#shared/contracts/profile-photos.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import {
  addPhoto,
  photoRowsOf,
  plainPng,
  storedPhotoOf,
  uploadAvatar,
} from '#server/testing/avatars.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { storedNames } from '#server/testing/test-storage.js';

// Issue 31, part 4: up to six photos, the first mirrored into the avatar columns every older
// reader (cards, chats, requests, admin, verification) uses.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
});
afterAll(() => t.close());

type Member = { cookie: string; id: string };
let members = 0;
const newMember = () => signUpAndIn(t, `photos-${++members}@example.com`, 'Noor');
const COLOURS = ['#b0476b', '#3a8f85', '#e0a030', '#5050c0', '#202020', '#f0f0f0', '#80c040'];

const profileOf = async (m: Member) =>
  (await t.call(profilesApi.me, {}, { cookie: m.cookie })).json();
const idsOf = async (m: Member) => (await profileOf(m)).photos.map((p) => p.id);
const storedFiles = () => storedNames(t.config, 'avatars');
const rowsOf = (m: Member) => photoRowsOf(t, m.id);

/** A member with `n` photos of different colours, added one by one. */
async function memberWithPhotos(n: number) {
  const m = await newMember();
  for (let i = 0; i < n; i++) {
    const res = await addPhoto(t, m.cookie, await plainPng(COLOURS[i]!));
    expect(res.statusCode, res.body).toBe(200);
  }
  return m;
}

const reorder = (m: Member, ids: unknown) =>
  t.call(profilePhotosApi.reorder, { rawBody: { ids } }, { cookie: m.cookie });
const remove = (m: Member, id: string) =>
  t.call(profilePhotosApi.remove, { params: { id } }, { cookie: m.cookie });

describe('adding photos', () => {
  it('keeps up to six in the order added, the first mirrored as the main photo', async () => {
    const m = await newMember();
    const first = (await addPhoto(t, m.cookie, await plainPng(COLOURS[0]!))).json();
    expect(first.photos).toHaveLength(1);
    expect(first.avatarUrl).toBe(first.photos[0]!.url);
    // The photo counts towards completion as the avatar did: name and photo, 2 of 9.
    expect(first.profileCompletion).toBe(22);
    for (const colour of COLOURS.slice(1, 6))
      expect((await addPhoto(t, m.cookie, await plainPng(colour))).statusCode).toBe(200);

    const rows = await rowsOf(m);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(rows[0]!.url).toBe(first.avatarUrl);
    expect(await storedPhotoOf(t, m.id)).toEqual({
      avatarUrl: rows[0]!.url,
      avatarBlurredUrl: rows[0]!.blurredUrl,
    });
    expect((await profileOf(m)).photos).toEqual(rows.map((r) => ({ id: r.id, url: r.url })));
  });

  it('refuses a seventh with a message that says what to do, and changes nothing', async () => {
    const m = await memberWithPhotos(6);
    const [before, filesBefore] = [await profileOf(m), await storedFiles()];
    const res = await addPhoto(t, m.cookie, await plainPng(COLOURS[6]!));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'TOO_MANY_PHOTOS',
      message: 'You can have up to 6 photos. Remove one to add another.',
    });
    expect(await profileOf(m)).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('gives exactly one of two adds at five photos, sent at once from two tabs', async () => {
    const m = await memberWithPhotos(5);
    const filesBefore = await storedFiles();
    const both = await Promise.all([
      addPhoto(t, m.cookie, await plainPng(COLOURS[5]!)),
      addPhoto(t, m.cookie, await plainPng(COLOURS[6]!)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await rowsOf(m)).toHaveLength(6);
    // The refused photo's files were stored before the check under the lock, then deleted.
    expect((await storedFiles()).length).toBe(filesBefore.length + 2);
  });

  it('keeps the avatar upload as "replace the main photo": the others stay', async () => {
    const m = await memberWithPhotos(3);
    const [oldMain, ...others] = await rowsOf(m);
    const res = await uploadAvatar(t, m.cookie, await plainPng(COLOURS[6]!));
    expect(res.statusCode).toBe(200);
    const rows = await rowsOf(m);
    expect(rows.slice(1).map((r) => r.id)).toEqual(others.map((r) => r.id));
    expect(rows[0]!.url).not.toBe(oldMain!.url);
    expect(res.json().avatarUrl).toBe(rows[0]!.url);
    const files = await storedFiles();
    expect(files).not.toContain(oldMain!.url.split('/').pop());
  });
});

describe('ordering photos', () => {
  it('puts them in the order given and mirrors the new first one into the profile', async () => {
    const m = await memberWithPhotos(3);
    const rows = await rowsOf(m);
    const ids = rows.map((r) => r.id);
    const res = await reorder(m, [ids[2], ids[0], ids[1]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photos.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(await storedPhotoOf(t, m.id)).toEqual({
      avatarUrl: rows[2]!.url,
      avatarBlurredUrl: rows[2]!.blurredUrl,
    });
    expect(res.json().avatarUrl).toBe(rows[2]!.url);
  });

  it('refuses any list that is not each of the member’s photos once, and changes nothing', async () => {
    const m = await memberWithPhotos(3);
    const other = await memberWithPhotos(1);
    const [theirs] = await idsOf(other);
    const ids = await idsOf(m);
    const before = await profileOf(m);
    const [a, b, c] = ids as [string, string, string];
    for (const bad of [
      [a, b],
      [c, b, theirs],
      [a, b, c, theirs],
      [a, a, b],
      [a, b, 'a3c1f1ee-0000-4000-8000-000000000000'],
    ]) {
      const res = await reorder(m, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.code).toBe('BAD_PHOTO_ORDER');
    }
    for (const hostile of [[], ['not-a-uuid', b, c], 'abc', null, [a, b, c, a, b, c, a]])
      expect((await reorder(m, hostile)).json().error.code).toBe('VALIDATION_ERROR');
    expect(await profileOf(m)).toEqual(before);
    expect(await idsOf(other)).toEqual([theirs]);
  });
});

describe('removing photos', () => {
  it('closes up the positions; removing the main photo makes the next one main', async () => {
    const m = await memberWithPhotos(3);
    const [main, second, third] = await rowsOf(m);
    const res = await remove(m, main!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().photos.map((p) => p.id)).toEqual([second!.id, third!.id]);
    expect((await rowsOf(m)).map((r) => r.position)).toEqual([0, 1]);
    expect(await storedPhotoOf(t, m.id)).toEqual({
      avatarUrl: second!.url,
      avatarBlurredUrl: second!.blurredUrl,
    });
    // Both of the removed photo's files are gone.
    const files = await storedFiles();
    for (const url of [main!.url, main!.blurredUrl!])
      expect(files).not.toContain(url.split('/').pop());
    expect((await t.app.inject({ url: main!.url, headers: { cookie: m.cookie } })).statusCode).toBe(
      404,
    );
  });

  it('removes the last photo, leaving no main photo; the completion follows', async () => {
    const m = await memberWithPhotos(1);
    const [only] = await idsOf(m);
    const res = await remove(m, only!);
    expect(res.json()).toMatchObject({ photos: [], avatarUrl: null, profileCompletion: 11 });
    expect(await storedPhotoOf(t, m.id)).toEqual({ avatarUrl: null, avatarBlurredUrl: null });
  });

  it('answers 404 for another member’s photo and leaves it alone', async () => {
    const m = await memberWithPhotos(1);
    const other = await memberWithPhotos(2);
    const theirs = await idsOf(other);
    const res = await remove(m, theirs[0]!);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(await idsOf(other)).toEqual(theirs);
  });
});

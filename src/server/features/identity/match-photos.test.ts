import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityApi } from '#shared/contracts/identity.js';
import { matchingApi } from '#shared/contracts/matching.js';
import { profilePhotosApi } from '#shared/contracts/profile-photos.js';
import { safetyApi } from '#shared/contracts/safety.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { addPhoto, photoRowsOf, plainPng } from '#server/testing/avatars.js';
import { acceptRequest, requestedPair } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

// Issue 31, part 4, with docs/security-rules.md rules 27 and 28: a match sees every photo of
// the other, as blurred copies until both reveal, and is served exactly those files.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
});
afterAll(() => t.close());

type Member = { id: string; cookie: string };

/** Gives a member three photos of different colours; answers their rows in order. */
async function threePhotos(m: Member) {
  for (const colour of ['#b0476b', '#3a8f85', '#e0a030'])
    expect((await addPhoto(t, m.cookie, await plainPng(colour))).statusCode).toBe(200);
  return photoRowsOf(t, m.id);
}

/** `owner` as `viewer`'s match list shows them. */
async function cardOf(viewer: Member, owner: Member) {
  const { matches } = (await t.call(matchingApi.matches, {}, { cookie: viewer.cookie })).json();
  return matches.find((m) => m.userId === owner.id);
}
const statusOf = async (url: string, viewer: Member) =>
  (await t.app.inject({ url, headers: { cookie: viewer.cookie } })).statusCode;
const statusesOf = (urls: string[], viewer: Member) =>
  Promise.all(urls.map((url) => statusOf(url, viewer)));

describe('a match’s photos', () => {
  it('are their blurred copies, main first, and only those files are served to the match', async () => {
    const { a, b } = await requestedPair(t, ['Ida', 'Jon']);
    const rows = await threePhotos(b);
    const blurred = rows.map((r) => r.blurredUrl!);
    const clear = rows.map((r) => r.url);

    const card = await cardOf(a, b);
    expect(card).toMatchObject({ avatarUrl: blurred[0], photos: blurred });
    expect(await statusesOf(blurred, a)).toEqual([200, 200, 200]);
    expect(await statusesOf(clear, a)).toEqual([404, 404, 404]);

    // A stranger holding the URLs gets nothing; the owner gets all six files.
    const stranger = await signUpAndIn(t, 'stranger@example.com', 'Sol');
    expect(await statusesOf([...clear, ...blurred], stranger)).toEqual(Array(6).fill(404));
    expect(await statusesOf([...clear, ...blurred], b)).toEqual(Array(6).fill(200));
  });

  it('follow the owner’s order: the new main photo is the card’s picture', async () => {
    const { a, b } = await requestedPair(t, ['Kai', 'Lev']);
    const rows = await threePhotos(b);
    const order = [rows[2]!, rows[0]!, rows[1]!];
    const res = await t.call(
      profilePhotosApi.reorder,
      { body: { ids: order.map((r) => r.id) } },
      { cookie: b.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(a, b)).toMatchObject({
      avatarUrl: order[0]!.blurredUrl,
      photos: order.map((r) => r.blurredUrl),
    });
  });

  it('are the clear photos once both revealed, and are withdrawn by a block', async () => {
    const pair = await requestedPair(t, ['Mia', 'Ned']);
    const { a, b } = pair;
    const rows = await threePhotos(b);
    const clear = rows.map((r) => r.url);
    const sessionId = await acceptRequest(t, pair);
    for (const m of [a, b])
      await t.call(identityApi.consent, { params: { sessionId } }, { cookie: m.cookie });

    expect(await cardOf(a, b)).toMatchObject({ avatarUrl: clear[0], photos: clear });
    expect(await statusesOf(clear, a)).toEqual([200, 200, 200]);

    const blocked = await t.call(safetyApi.block, { body: { userId: a.id } }, { cookie: b.cookie });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const files = [...clear, ...rows.map((r) => r.blurredUrl!)];
    expect(await statusesOf(files, a)).toEqual(Array(6).fill(404));
  });
});

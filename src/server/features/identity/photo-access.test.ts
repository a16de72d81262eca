import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequestsApi } from '#shared/contracts/chat-requests.js';
import { identityApi } from '#shared/contracts/identity.js';
import { safetyApi } from '#shared/contracts/safety.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { withPhoto } from '#server/testing/avatars.js';
import { acceptRequest, requestedPair } from '#server/testing/chat-pairs.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { matchableMember } from '#server/testing/matching-members.js';

// docs/security-rules.md, rules 27 and 28: a photo file is served only to whom it is theirs to
// see, asked at every request, so a block or an unmatch withdraws it from a URL kept from before.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
});
afterAll(() => t.close());

type Member = {
  id: string;
  cookie: string;
  email: string;
  name: string;
  clear: string;
  blurred: string;
};

/** A photo's URL, as the server handed it out, opened by `viewer`'s browser. */
const fetchFile = (url: string, viewer: { cookie: string }, etag?: string) =>
  t.app.inject({ url, headers: { cookie: viewer.cookie, ...(etag && { 'if-none-match': etag }) } });
const statusOf = async (url: string, viewer: { cookie: string }) =>
  (await fetchFile(url, viewer)).statusCode;
/** What `viewer` is served of `owner`'s two files: [clear, blurred]. */
const served = async (viewer: { cookie: string }, owner: Member) => [
  await statusOf(owner.clear, viewer),
  await statusOf(owner.blurred, viewer),
];

/** The receiver of a waiting request accepts it, and both consent to reveal their identities. */
async function reveal(pair: { a: Member; b: Member; requestId: string }) {
  const sessionId = await acceptRequest(t, pair);
  for (const m of [pair.a, pair.b])
    await t.call(identityApi.consent, { params: { sessionId } }, { cookie: m.cookie });
  expect(await statusOf(pair.b.clear, pair.a)).toBe(200);
  expect(await statusOf(pair.a.clear, pair.b)).toBe(200);
}

/** A connected pair, both with a photo, who both revealed: each is served the other's clear photo. */
async function revealedPair(names: [string, string]) {
  const { a, b, requestId } = await requestedPair(t, names);
  const pair = { a: await withPhoto(t, a), b: await withPhoto(t, b), requestId };
  await reveal(pair);
  return pair;
}

/** A member with a photo, in a zip code of this file's own (requestedPair counts from 20001). */
const memberIn60601 = async (name: string, gender: 'Woman' | 'Man') =>
  withPhoto(
    t,
    await matchableMember(t, name, {
      questionnaire: { gender, lookingFor: gender === 'Man' ? 'Woman' : 'Man', zipCode: '60601' },
    }),
  );

describe('who is served a photo file', () => {
  it('the owner both files; a match before the reveal the blurred copy only; a stranger nothing', async () => {
    const { a, b } = await requestedPair(t, ['Ann', 'Ben']);
    const [ann, ben] = [await withPhoto(t, a), await withPhoto(t, b)];
    expect(await served(ann, ann)).toEqual([200, 200]);
    // Ben has Ann's request waiting; Ann has Ben in her matches.
    expect(await served(ben, ann)).toEqual([404, 200]);
    expect(await served(ann, ben)).toEqual([404, 200]);
    const stranger = await signUpAndIn(t, 'photo-stranger@example.com', 'Cal');
    expect(await served(stranger, ann)).toEqual([404, 404]);
  });

  it('a current revealed match the clear photo, asking again every time (304 for a kept copy)', async () => {
    const { a, b } = await revealedPair(['Dee', 'Eli']);
    // Only what their answers show them: the clear photo now, no longer the blurred copy.
    expect(await served(b, a)).toEqual([200, 404]);
    const first = await fetchFile(a.clear, b);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await fetchFile(a.clear, b, etag);
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
  });
});

describe('a photo is withdrawn from a former match', () => {
  it('blocked: from the blocked member and from the blocker, kept copy or not', async () => {
    const { a, b } = await revealedPair(['Fay', 'Gus']);
    const etag = String((await fetchFile(a.clear, b)).headers.etag);
    const res = await t.call(safetyApi.block, { body: { userId: b.id } }, { cookie: a.cookie });
    expect(res.statusCode).toBe(200);
    // Blocked by the owner: Gus's URLs of Fay's photo stop working, the kept copy is not renewed.
    expect(await served(b, a)).toEqual([404, 404]);
    const revalidated = await fetchFile(a.clear, b, etag);
    expect([revalidated.statusCode, revalidated.json().error.code]).toEqual([404, 'NOT_FOUND']);
    // The blocker: no file of the member they blocked, and their list of blocks shows no photo.
    expect(await served(a, b)).toEqual([404, 404]);
    const blocked = (await t.call(safetyApi.blocked, {}, { cookie: a.cookie })).json().blocked;
    expect(blocked).toMatchObject([{ userId: b.id, avatarUrl: null }]);
    // The owners still see their own.
    expect(await served(a, a)).toEqual([200, 200]);
    expect(await served(b, b)).toEqual([200, 200]);
  });

  it('unmatched: from both of them', async () => {
    const { a, b } = await revealedPair(['Hal', 'Ida']);
    const res = await t.call(safetyApi.unmatch, { body: { userId: a.id } }, { cookie: b.cookie });
    expect(res.statusCode).toBe(200);
    expect(await served(a, b)).toEqual([404, 404]);
    expect(await served(b, a)).toEqual([404, 404]);
  });

  it('only from them: another revealed match of the blocker is still served the clear photo', async () => {
    const nia = await memberIn60601('Nia', 'Woman');
    const [oz, pip] = [await memberIn60601('Oz', 'Man'), await memberIn60601('Pip', 'Man')];
    await t.app.matcher.refreshMember(nia.id);
    for (const him of [oz, pip]) {
      const asked = await t.call(
        chatRequestsApi.send,
        { body: { receiverId: him.id } },
        { cookie: nia.cookie },
      );
      await reveal({ a: nia, b: him, requestId: asked.json().requestId });
    }
    await t.call(safetyApi.block, { body: { userId: oz.id } }, { cookie: nia.cookie });
    expect(await served(oz, nia)).toEqual([404, 404]);
    expect(await served(pip, nia)).toEqual([200, 404]);
    expect(await served(nia, pip)).toEqual([200, 404]);
  });
});

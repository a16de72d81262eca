import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountApi } from '#shared/contracts/account.js';
import { profilePhotosApi } from '#shared/contracts/profile-photos.js';
import { PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { addPhoto, photoRowsOf, plainPng } from '#server/testing/avatars.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { storedNames } from '#server/testing/test-storage.js';
import { exportLink } from '#server/testing/exports.js';

// Issue 31, part 4: every photo leaves with the account (docs/security-rules.md, rule 17) and
// comes with the data export, in the member's order.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
});
afterAll(() => t.close());

const avatarNames = () => storedNames(t.config, 'avatars');
const nameOf = (url: string) => url.split('/').pop()!;

/** A member with three photos of different colours; answers them and their rows in order. */
async function memberWithThreePhotos(email: string) {
  const m = await signUpAndIn(t, email, 'Rae');
  for (const colour of ['#b0476b', '#3a8f85', '#e0a030'])
    expect((await addPhoto(t, m.cookie, await plainPng(colour))).statusCode).toBe(200);
  return { ...m, email, rows: await photoRowsOf(t, m.id) };
}

describe('a member’s photos', () => {
  it('are all deleted, both files of each, when the account is deleted', async () => {
    const keep = await memberWithThreePhotos('stays@example.com');
    const m = await memberWithThreePhotos('leaves@example.com');
    const theirs = m.rows.flatMap((r) => [nameOf(r.url), nameOf(r.blurredUrl!)]);
    expect(await avatarNames()).toEqual(expect.arrayContaining(theirs));

    const res = await t.call(
      accountApi.deleteAccount,
      { body: { password: PASSWORD } },
      { cookie: m.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    const left = await avatarNames();
    for (const name of theirs) expect(left).not.toContain(name);
    // Another member's photos stay.
    expect(left).toEqual(keep.rows.flatMap((r) => [nameOf(r.url), nameOf(r.blurredUrl!)]).sort());
  });

  it('are in the data export, clear and blurred, numbered in the member’s order', async () => {
    const m = await memberWithThreePhotos('exports@example.com');
    const order = [m.rows[1]!, m.rows[2]!, m.rows[0]!];
    await t.call(
      profilePhotosApi.reorder,
      { body: { ids: order.map((r) => r.id) } },
      { cookie: m.cookie },
    );
    const link = await exportLink(t, m);
    const res = await t.app.inject({ url: link, headers: { cookie: m.cookie } });
    const files = unzipSync(res.rawPayload);
    expect(Object.keys(files).filter((f) => /^photos\/./.test(f))).toEqual([
      'photos/1.webp',
      'photos/1-blurred.webp',
      'photos/2.webp',
      'photos/2-blurred.webp',
      'photos/3.webp',
      'photos/3-blurred.webp',
    ]);
    for (const [i, row] of order.entries()) {
      const stored = (await t.app.storage.get(`avatars/${nameOf(row.url)}`))!.data;
      expect(Buffer.from(files[`photos/${i + 1}.webp`]!).equals(stored)).toBe(true);
    }
    const data = JSON.parse(strFromU8(files['right-one-data.json']!));
    expect(data.profilePhotos).toHaveLength(3);
  });
});

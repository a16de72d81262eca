import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilesApi } from '#shared/contracts/profiles.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { checkerboardPng, storedPhotoOf, uploadAvatar } from '#server/testing/avatars.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { storedNames } from '#server/testing/test-storage.js';

let t: TestApp;
let member: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
  member = await signUpAndIn(t, 'bea@example.com', 'Bea');
});
afterAll(() => t.close());

const fileAt = async (url: string) =>
  (await t.app.inject({ url, headers: { cookie: member.cookie } })).rawPayload;
const avatarNames = () => storedNames(t.config, 'avatars');
/** The sharpest edge in a picture: the largest step in grey between two neighbouring pixels. */
async function sharpestEdge(image: Buffer) {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let step = 0;
  for (let i = 1; i < data.length; i++)
    if (i % info.width) step = Math.max(step, Math.abs(data[i]! - data[i - 1]!));
  return step;
}

describe('the blurred copy a match sees until both reveal', () => {
  it('is stored with every upload: a small WebP in which no detail survives', async () => {
    const res = await uploadAvatar(t, member.cookie, await checkerboardPng());
    expect(res.statusCode).toBe(200);
    const { avatarUrl, avatarBlurredUrl } = await storedPhotoOf(t, member.id);
    expect(avatarBlurredUrl).toMatch(/^\/api\/files\/avatars\/[A-Za-z0-9_-]{24}\.webp$/);
    expect(avatarBlurredUrl).not.toBe(avatarUrl);
    // The member's own profile shows them their clear photo, never the blurred one.
    expect(res.body).not.toContain(avatarBlurredUrl);

    const clear = await fileAt(avatarUrl!);
    const blurred = await fileAt(avatarBlurredUrl!);
    const meta = await sharp(blurred).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 96, height: 96 });
    expect(meta.exif).toBeUndefined();
    // Black and white squares of 8 px: edges of 255 in the photo, none left in the copy.
    expect(await sharpestEdge(clear)).toBe(255);
    expect(await sharpestEdge(blurred)).toBeLessThan(10);
  });

  it('is replaced along with the photo, and removed with it', async () => {
    const before = await storedPhotoOf(t, member.id);
    expect((await uploadAvatar(t, member.cookie, await checkerboardPng(256, 4))).statusCode).toBe(
      200,
    );
    const after = await storedPhotoOf(t, member.id);
    expect(after.avatarBlurredUrl).not.toBe(before.avatarBlurredUrl);
    const nameOf = (url: string | null) => url!.split('/').pop();
    expect((await avatarNames()).sort()).toEqual(
      [nameOf(after.avatarUrl), nameOf(after.avatarBlurredUrl)].sort(),
    );

    const removed = await t.call(profilesApi.removeAvatar, {}, { cookie: member.cookie });
    expect(removed.statusCode).toBe(200);
    expect(await storedPhotoOf(t, member.id)).toEqual({ avatarUrl: null, avatarBlurredUrl: null });
    expect(await avatarNames()).toEqual([]);
  });
});

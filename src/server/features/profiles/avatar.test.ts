import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '#shared/contracts/admin.js';
import { AVATAR_MAX_BYTES, profilesApi } from '#shared/contracts/profiles.js';
import { signUpAndIn } from '#server/testing/accounts.js';
import { photoForm, storedPhotoOf, uploadAvatar } from '#server/testing/avatars.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { storedNames } from '#server/testing/test-storage.js';

let t: TestApp;
let member: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp({}, { ownDataDir: true });
  member = await signUpAndIn(t, 'pia@example.com', 'Pia');
});
afterAll(() => t.close());

const upload = (
  bytes: Buffer,
  filename = 'photo.png',
  type = 'image/png',
  cookie: string | null = member.cookie,
) => uploadAvatar(t, cookie, bytes, filename, type);

/** `null` asks as a visitor (undefined would take the default). */
const getFile = (url: string, cookie: string | null = member.cookie) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });
const profile = async () => (await t.call(profilesApi.me, {}, { cookie: member.cookie })).json();
const storedAvatars = () => storedNames(t.config, 'avatars');

// Where a camera would have been: EXIF with a GPS block (IFD3).
const GPS_EXIF = {
  IFD0: { Make: 'Test Camera', Copyright: 'Pia' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '38/1 43/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '9/1 8/1 0/1',
  },
};
/** Whether an EXIF block holds the GPS IFD pointer (tag 0x8825, little-endian as libvips writes it). */
const hasGps = (exif: Buffer | undefined) => !!exif?.includes(Buffer.from([0x25, 0x88]));

describe('POST /api/profile/avatar', () => {
  it('re-encodes a PNG with EXIF GPS into a WebP of at most 512 px without any metadata', async () => {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#b0476b' },
    })
      .withMetadata({ exif: GPS_EXIF })
      .png()
      .toBuffer();
    expect(hasGps((await sharp(png).metadata()).exif)).toBe(true);

    const res = await upload(png);
    expect(res.statusCode).toBe(200);
    const uploaded = res.json();
    expect(uploaded.avatarUrl).toMatch(/^\/api\/files\/avatars\/[A-Za-z0-9_-]{24}\.webp$/);
    // The photo was the one field missing besides the name: 2 of 9.
    expect(uploaded.profileCompletion).toBe(22);

    const file = await getFile(uploaded.avatarUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    // Kept by the browser, but asked for again before each use: who may see it can change.
    expect(file.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('Test Camera'))).toBe(false);
  });

  it('turns a photo upright by its EXIF orientation before anything is dropped', async () => {
    // 400 x 200 stored sideways (orientation 6: rotate 90° to view): upright it is 200 x 400.
    const jpeg = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#3a8f85' },
    })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'sideways.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const meta = await sharp((await getFile(res.json().avatarUrl!)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(meta.orientation).toBeUndefined();
  });

  it('deletes the previous photo when a new one replaces it', async () => {
    const first = (
      await upload(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#111' } })
          .png()
          .toBuffer(),
      )
    ).json();
    const second = (
      await upload(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: '#eee' } })
          .gif()
          .toBuffer(),
        'x.gif',
        'image/gif',
      )
    ).json();
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await getFile(first.avatarUrl!)).statusCode).toBe(404);
    expect((await getFile(second.avatarUrl!)).statusCode).toBe(200);
    // Only the new photo's two files are left: the clear one and its blurred copy.
    const { avatarBlurredUrl } = await storedPhotoOf(t, member.id);
    const names = [second.avatarUrl!, avatarBlurredUrl!].map((url) => url.split('/').pop());
    expect((await storedAvatars()).sort()).toEqual(names.sort());
  });

  it.each([
    [
      'a text file named .png',
      Buffer.from('just some text, not a picture'),
      'notes.png',
      'image/png',
    ],
    [
      'an SVG named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'logo.png',
      'image/png',
    ],
    [
      'a PNG header with nothing after it',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
      'cut.png',
      'image/png',
    ],
  ])('refuses %s with 400 and keeps the current photo', async (_name, bytes, filename, type) => {
    const before = (await profile()).avatarUrl;
    const res = await upload(bytes, filename, type);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'NOT_AN_IMAGE',
        message: 'Please upload an image file (JPEG, PNG, WebP or GIF).',
      },
    });
    expect((await profile()).avatarUrl).toBe(before);
  });

  it('refuses a file over 5 MB with 413 and a clear message', async () => {
    const big = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(big);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Your photo is larger than 5 MB. Please choose a smaller one.',
      },
    });
  });

  it('takes a photo of just under 5 MB (the 1 MiB JSON body limit does not apply)', async () => {
    const noise = Buffer.alloc(1100 * 1100 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const png = await sharp(noise, { raw: { width: 1100, height: 1100, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(1024 * 1024);
    expect(png.length).toBeLessThan(AVATAR_MAX_BYTES);
    expect((await upload(png)).statusCode).toBe(200);
  });

  it('asks for a file when the request has none', async () => {
    const res = await t.call(profilesApi.uploadAvatar, { rawBody: {} }, { cookie: member.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please choose a photo to upload.');
  });

  it('is for signed-in members from our own pages only', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(png, 'a.png', 'image/png', null)).statusCode).toBe(401);
    const foreign = await t.call(
      profilesApi.uploadAvatar,
      { form: photoForm(png, 'a.png', 'image/png') },
      { cookie: member.cookie, headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('avatar files and removal', () => {
  it('serves files to whom they are shown only, and nothing outside the avatars folder', async () => {
    const avatarUrl = (await profile()).avatarUrl!;
    expect((await getFile(avatarUrl, null)).statusCode).toBe(401);
    // A member who was never shown the photo (identity/photo-access.test.ts has the matches).
    const other = await signUpAndIn(t, 'quinn@example.com', 'Quinn');
    expect((await getFile(avatarUrl, other.cookie)).statusCode).toBe(404);
    for (const name of ['..%2F..%2Fauth-secret', '..%2Fauth-secret', '%2E%2E', 'nope.webp']) {
      expect((await getFile(`/api/files/avatars/${name}`)).statusCode).toBe(404);
    }
    // A NUL byte is refused at the door, for every route (plugins/text-input.ts).
    expect((await getFile('/api/files/avatars/x.webp%00.png')).statusCode).toBe(400);
  });

  it('DELETE removes the photo and its file, and completion drops back', async () => {
    const { avatarUrl, profileCompletion } = await profile();
    const res = await t.call(profilesApi.removeAvatar, {}, { cookie: member.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      avatarUrl: null,
      profileCompletion: profileCompletion - 11,
    });
    expect((await getFile(avatarUrl!)).statusCode).toBe(404);
    expect(await storedAvatars()).toEqual([]);
  });

  it('an account deleted by an admin leaves no photo behind (docs/security-rules.md, rule 17)', async () => {
    const leaving = await signUpAndIn(t, 'leaving@example.com', 'Lee');
    const admin = await signUpAndIn(t, 'avatar-admin@example.com', 'Admin', 'admin');
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    expect((await upload(png, 'me.png', 'image/png', leaving.cookie)).statusCode).toBe(200);
    expect(await storedAvatars()).toHaveLength(2);
    const res = await t.call(
      adminApi.remove,
      { params: { id: leaving.id } },
      { cookie: admin.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(await storedAvatars()).toEqual([]);
  });
});

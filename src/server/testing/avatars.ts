import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profilePhotosApi } from '#shared/contracts/profile-photos.js';
import { profilesApi } from '#shared/contracts/profiles.js';
import { profilePhotos, profiles } from '../db/schema.js';
import type { TestApp } from './create-test-app.js';

/** A form with one file, as the photo picker sends it. */
export function photoForm(bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** Uploads a photo as the member whose cookie is given (`null`: as a visitor). */
export async function uploadAvatar(
  t: TestApp,
  cookie: string | null,
  bytes: Buffer,
  filename = 'photo.png',
  type = 'image/png',
) {
  const form = photoForm(bytes, filename, type);
  return t.call(profilesApi.uploadAvatar, { form }, { cookie: cookie ?? undefined });
}

/** Adds a photo after the member's others (profilePhotosApi.add); `null` asks as a visitor. */
export async function addPhoto(t: TestApp, cookie: string | null, bytes: Buffer) {
  const form = photoForm(bytes, 'photo.png', 'image/png');
  return t.call(profilePhotosApi.add, { form }, { cookie: cookie ?? undefined });
}

/** A small PNG of one colour: photos that differ, for tests that tell them apart. */
export const plainPng = (background: string, size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();

/** A photo full of detail: sharp black and white squares of `cell` pixels. */
export async function checkerboardPng(size = 512, cell = 8) {
  const pixels = Buffer.alloc(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      pixels[y * size + x] = (Math.floor(x / cell) + Math.floor(y / cell)) % 2 ? 255 : 0;
  return sharp(pixels, { raw: { width: size, height: size, channels: 1 } })
    .png()
    .toBuffer();
}

/** Both stored photo URLs of a member, as the profile row holds them. */
export async function storedPhotoOf(t: TestApp, userId: string) {
  const [row] = await t.database.db
    .select({ avatarUrl: profiles.avatarUrl, avatarBlurredUrl: profiles.avatarBlurredUrl })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row!;
}

/** A member's photo rows as stored, in their order (position, both URLs, id). */
export const photoRowsOf = (t: TestApp, userId: string) =>
  t.database.db
    .select()
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId))
    .orderBy(profilePhotos.position);

/** Gives a member a photo (so a blurred copy too); answers the member with both files' URLs. */
export async function withPhoto<M extends { id: string; cookie: string }>(t: TestApp, member: M) {
  const res = await uploadAvatar(t, member.cookie, await checkerboardPng(64));
  if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
  const photo = await storedPhotoOf(t, member.id);
  return { ...member, clear: photo.avatarUrl!, blurred: photo.avatarBlurredUrl! };
}

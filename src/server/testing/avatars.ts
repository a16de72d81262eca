import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { profilesApi } from '#shared/contracts/profiles.js';
import { profiles } from '../db/schema.js';
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

/** Gives a member a photo (so a blurred copy too); answers the member with both files' URLs. */
export async function withPhoto<M extends { id: string; cookie: string }>(t: TestApp, member: M) {
  const res = await uploadAvatar(t, member.cookie, await checkerboardPng(64));
  if (res.statusCode !== 200) throw new Error(`upload: ${res.body}`);
  const photo = await storedPhotoOf(t, member.id);
  return { ...member, clear: photo.avatarUrl!, blurred: photo.avatarBlurredUrl! };
}

import sharp from 'sharp';
import { AVATAR_MESSAGES } from '#shared/contracts/profiles.js';
import { AppError } from '#server/plugins/errors.js';
import { maxPixelsOf, tooLargeToDecode } from './avatar-limits.js';
import { concurrencyLimit } from './concurrency-limit.js';
import { profileErrors } from './errors.js';

/** Avatars are stored at most this many pixels on a side. */
export const AVATAR_SIZE = 512;
/** The blurred copy's side: so few pixels that no face survives, whatever the blur. */
export const BLURRED_AVATAR_SIZE = 96;
/**
 * Gaussian sigma, in pixels of that small copy (a fifth of its side): eyes, mouth and any text
 * are gone, a blob of colours remains. Much more (30) leaves one flat colour, like no photo.
 */
const BLUR_SIGMA = 20;
/**
 * At most two images are decoded at once; other uploads wait their turn holding only their bytes
 * (at most 5 MB each). The costliest upload taken (avatar-limits.ts) holds about 75 MB while it
 * is decoded, and sharp would decode four at once (libuv's thread pool): four such uploads sent
 * together grew the process by about 255 MB, two at a time by 110 (bench/avatar-uploads.ts).
 */
const decodeSlot = concurrencyLimit(2);

const notAnImage = () => profileErrors.fail('NOT_AN_IMAGE', AVATAR_MESSAGES.notImage);

/** The formats we take, told by their first bytes, never by the file name or the sent type. */
function sniffFormat(data: Buffer): 'jpeg' | 'png' | 'gif' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

/** How a checked image is written: the box it must fit, and whether it is cropped to fill it. */
interface Shape {
  side: number;
  fit: 'cover' | 'inside';
}

/**
 * Any JPEG, PNG, WebP or GIF within avatar-limits.ts becomes a fresh WebP in `shape`
 * (docs/security-rules.md, rule 18): turned upright by its EXIF orientation first, and written
 * without any metadata (sharp keeps none unless asked to, so no EXIF, GPS or ICC data survives).
 * Only the first frame of an animation is kept. Anything else is a 400, a larger image a 413.
 */
async function toCheckedWebp(data: Buffer, { side, fit }: Shape): Promise<Buffer> {
  const format = sniffFormat(data);
  if (!format) throw notAnImage();
  try {
    // The header alone, before any pixel is decoded (sharp's own pixel limit would refuse a large
    // one here as if it were no image): the format and the size that decoding would cost. sharp
    // picks its decoder from the content too; both must agree, so nothing else (SVG, TIFF) is read.
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    if (meta.format !== format) throw notAnImage();
    const tooLarge = tooLargeToDecode(format, meta.width, meta.height);
    if (tooLarge) throw profileErrors.fail('PAYLOAD_TOO_LARGE', tooLarge);
    return await decodeSlot(() =>
      sharp(data, { limitInputPixels: maxPixelsOf(format), failOn: 'error' })
        .rotate()
        .resize(side, side, { fit, position: 'centre', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    );
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAnImage();
  }
}

/** A profile photo: a centred square of at most 512 px. */
export const toAvatarWebp = (data: Buffer) =>
  toCheckedWebp(data, { side: AVATAR_SIZE, fit: 'cover' });

/**
 * A verification selfie: whole (a crop could cut off the hand that shows the pose), at most
 * 1,024 px on its longer side, enough for a moderator to compare faces.
 */
export const toSelfieWebp = (data: Buffer) => toCheckedWebp(data, { side: 1024, fit: 'inside' });

/**
 * The copy a match sees until both reveal their identities (docs/security-rules.md, rule 28):
 * shrunk to 96 px, then blurred, from our own clean WebP (so no metadata either).
 */
export async function toBlurredAvatarWebp(avatarWebp: Buffer): Promise<Buffer> {
  return decodeSlot(() =>
    sharp(avatarWebp)
      .resize(BLURRED_AVATAR_SIZE, BLURRED_AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true })
      .blur(BLUR_SIGMA)
      .webp({ quality: 60 })
      .toBuffer(),
  );
}

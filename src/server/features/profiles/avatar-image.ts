import sharp from 'sharp';
import { AVATAR_MESSAGES, profilesApi } from '../../../shared/contracts/profiles.js';
import { failure } from '../../plugins/contract-route.js';
import { AppError } from '../../plugins/errors.js';

/** Avatars are stored at most this many pixels on a side. */
export const AVATAR_SIZE = 512;
/** The blurred copy's side: so few pixels that no face survives, whatever the blur. */
export const BLURRED_AVATAR_SIZE = 96;
/**
 * Gaussian sigma, in pixels of that small copy (a fifth of its side): eyes, mouth and any text
 * are gone, a blob of colours remains. Much more (30) leaves one flat colour, like no photo.
 */
const BLUR_SIGMA = 20;
// About 8000 x 8000: far above any phone photo, far below what would exhaust memory to decode.
const MAX_INPUT_PIXELS = 64_000_000;

const notAnImage = () =>
  failure(profilesApi.uploadAvatar, 'NOT_AN_IMAGE', AVATAR_MESSAGES.notImage);

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

/**
 * Any JPEG, PNG, WebP or GIF becomes a fresh WebP of at most 512 x 512 (docs/security-rules.md, rule 18):
 * turned upright by its EXIF orientation first, cropped to a centred square, and written without
 * any metadata (sharp keeps none unless asked to, so no EXIF, GPS or ICC data survives).
 * Only the first frame of an animation is kept. Anything else is a 400.
 */
export async function toAvatarWebp(data: Buffer): Promise<Buffer> {
  const format = sniffFormat(data);
  if (!format) throw notAnImage();
  try {
    // sharp picks its decoder from the content too; both must agree, so nothing else (SVG, TIFF) gets decoded.
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) throw notAnImage();
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, {
        fit: 'cover',
        position: 'centre',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notAnImage();
  }
}

/**
 * The copy a match sees until both reveal their identities (docs/security-rules.md, rule 28):
 * shrunk to 96 px, then blurred, from our own clean WebP (so no metadata either).
 */
export async function toBlurredAvatarWebp(avatarWebp: Buffer): Promise<Buffer> {
  return sharp(avatarWebp)
    .resize(BLURRED_AVATAR_SIZE, BLURRED_AVATAR_SIZE, { fit: 'cover', withoutEnlargement: true })
    .blur(BLUR_SIGMA)
    .webp({ quality: 60 })
    .toBuffer();
}

/**
 * How large an upload may be, told by its header before any pixel is decoded
 * (docs/security-rules.md, rule 18). Each bound is set by what a profile photo needs, and by what
 * decoding costs, measured as peak memory of one upload through avatar-image.ts (sharp 0.35):
 *
 * - 40 million pixels. Phone cameras take 12 MP by default, 24 MP on recent iPhones (5712 x
 *   4284), and their 48-50 MP modes give files that rarely fit under 5 MB; we keep 512 px. A flat
 *   64 MP image that compresses to a few hundred KB is refused unread.
 * - 8,192 pixels a side. A PNG's decoding holds rows as wide as the image (an RGBA PNG of 8,000 x
 *   5,000: 72 MB; a 40,000 x 1,000 strip of the same 40 MP: 154 MB). A 40 MP photo in 3:2 or 4:3
 *   is at most 7,746 px long.
 * - 4 million pixels for a GIF: its frame is decoded whole (a 40 MP GIF: 219 MB; 4 MP: 36 MB).
 *   A GIF avatar is an animation of a few hundred pixels, or an old photo of a few megapixels.
 *
 * JPEG and WebP are decoded already shrunk (40 MP: 7 and 22 MB).
 */
const MAX_PIXELS = 40_000_000;
const MAX_GIF_PIXELS = 4_000_000;
const MAX_SIDE = 8_192;

/** The most pixels an image of this format may have. */
export const maxPixelsOf = (format: string) => (format === 'gif' ? MAX_GIF_PIXELS : MAX_PIXELS);

/** Why an image of this size is refused before decoding (a message for people), or null. */
export function tooLargeToDecode(format: string, width: number, height: number): string | null {
  const maxPixels = maxPixelsOf(format);
  if (width * height > maxPixels)
    return `Your photo has more than ${maxPixels / 1_000_000} million pixels. Please choose a smaller one.`;
  if (Math.max(width, height) > MAX_SIDE)
    return 'Your photo is more than 8,192 pixels wide or high. Please choose a smaller one.';
  return null;
}

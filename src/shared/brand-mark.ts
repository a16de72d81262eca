/**
 * The brand mark (two overlapping rings forming a heart-shaped centre, a small point below), on a
 * 32-unit square. The header's logo draws it with the theme's tokens; the build draws the app's
 * icons from it (vite.pwa.ts), so the home-screen icon is the same mark.
 */
export const BRAND_MARK = {
  size: 32,
  cornerRadius: 9,
  strokeWidth: 2.2,
  rings: [
    { cx: 12.5, cy: 15, r: 6, opacity: 1 },
    { cx: 19.5, cy: 15, r: 6, opacity: 0.75 },
  ],
  point: 'M16 24.5l-1.6-1.5h3.2z',
} as const;

export interface IconStyle {
  background: string;
  foreground: string;
  /**
   * 'rounded': the mark as the logo shows it, on a rounded square (an icon shown as it is).
   * 'full-bleed': a square filled to the edges with the mark drawn smaller inside it, so that the
   * platform's own mask (a circle, a squircle) never cuts into it: a maskable icon keeps its
   * content inside the centre 80% (the "safe zone"), and iOS rounds the corners of its icons.
   */
  shape: 'rounded' | 'full-bleed';
}

/** The mark as a standalone SVG document in fixed colours, for rendering into an icon. */
export function brandMarkSvg({ background, foreground, shape }: IconStyle): string {
  const { size, cornerRadius, strokeWidth, rings, point } = BRAND_MARK;
  // The rings and point span about 17 of 32 units; at 0.8 that is ~42% of the icon, well inside
  // the safe zone's circle, and still reads at 48 px.
  const scale = shape === 'full-bleed' ? 0.8 : 1;
  const offset = (size * (1 - scale)) / 2;
  const radius = shape === 'full-bleed' ? 0 : cornerRadius;
  const drawn = rings
    .map(
      (ring) =>
        `<circle cx="${ring.cx}" cy="${ring.cy}" r="${ring.r}" fill="none" stroke="${foreground}" stroke-width="${strokeWidth}" opacity="${ring.opacity}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${scale})">${drawn}` +
    `<path d="${point}" fill="${foreground}"/></g></svg>`
  );
}

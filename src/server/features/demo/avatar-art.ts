import sharp from 'sharp';
import type { Random } from './cast.js';

/** Background pairs and skin-like tones: warm, varied, never a photograph. */
const BACKDROPS: [string, string][] = [
  ['#f6c6b8', '#e98a7a'],
  ['#c9e4de', '#76b5a8'],
  ['#d6d2f5', '#8f86d6'],
  ['#fde2a7', '#e7a93b'],
  ['#bfdcf5', '#5f9fd6'],
  ['#f3c4dd', '#c96f9e'],
];
const TONES = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d', '#ffdbac', '#6b4423'];
const HAIR = ['#2b1b12', '#4a3123', '#7a4b2a', '#b5651d', '#d8b07a', '#1c1c1c', '#8a8a8a'];

const pickOf = <T>(random: Random, list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/**
 * A generated portrait for a demo member: a stylised head and shoulders on a gradient, drawn as
 * SVG and rendered to PNG, which then goes through the same upload path as a member's photo.
 */
export async function avatarArt(random: Random): Promise<Buffer> {
  const [light, deep] = pickOf(random, BACKDROPS);
  const tone = pickOf(random, TONES);
  const hair = pickOf(random, HAIR);
  const shirt = pickOf(random, BACKDROPS)[1];
  const hairHeight = 70 + Math.floor(random() * 60);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/>
  </linearGradient></defs>
  <rect width="512" height="512" fill="url(#g)"/>
  <path d="M86 512c0-104 76-170 170-170s170 66 170 170z" fill="${shirt}"/>
  <rect x="222" y="282" width="68" height="80" rx="30" fill="${tone}"/>
  <ellipse cx="256" cy="214" rx="96" ry="112" fill="${tone}"/>
  <path d="M158 ${214 - hairHeight / 3}c0-${hairHeight} 196-${hairHeight} 196 0c-40-30-150-30-196 0z" fill="${hair}"/>
  <circle cx="222" cy="220" r="9" fill="#2a1d17"/><circle cx="290" cy="220" r="9" fill="#2a1d17"/>
  <path d="M224 268q32 24 64 0" stroke="#2a1d17" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandMarkSvg } from './brand-mark.js';
import { APP_COLORS, APP_ICONS, WEB_APP_MANIFEST } from './web-app-manifest.js';

const styles = readFileSync(new URL('../client/styles.css', import.meta.url), 'utf8');

/** A token of the light theme (the first block that sets it in styles.css). */
const lightToken = (name: string) => styles.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6});`))?.[1];

describe('the web app manifest', () => {
  it('takes its colours from the light theme (DESIGN: primary and page background)', () => {
    expect(APP_COLORS.theme).toBe(lightToken('primary'));
    expect(APP_COLORS.background).toBe(lightToken('bg'));
  });

  it('opens the dashboard in a window of its own, with maskable icons at 192 and 512 px', () => {
    expect(WEB_APP_MANIFEST).toMatchObject({ start_url: '/user', display: 'standalone' });
    for (const size of [192, 512])
      expect(APP_ICONS).toContainEqual(expect.objectContaining({ size, purpose: 'maskable' }));
  });
});

describe('the brand mark as an icon', () => {
  it('fills a maskable icon to its edges and keeps the mark inside the safe zone', () => {
    const svg = brandMarkSvg({ background: '#000000', foreground: '#ffffff', shape: 'full-bleed' });
    expect(svg).toContain('<rect width="32" height="32" rx="0"');
    // The rings reach about 10.8 of 32 units from the centre; the safe zone is a circle of
    // 12.8 (40% of the width), so a scale of at most 1 keeps them inside it.
    const scale = Number(svg.match(/scale\(([\d.]+)\)/)?.[1]);
    expect(scale).toBeGreaterThan(0.5);
    expect(scale).toBeLessThanOrEqual(1);
  });

  it('keeps the rounded square of the logo for an icon shown as it is', () => {
    expect(brandMarkSvg({ background: '#000000', foreground: '#fff', shape: 'rounded' })).toContain(
      'rx="9"',
    );
  });
});

import { BRAND } from './brand.js';
import type { IconStyle } from './brand-mark.js';
import { paths } from './page-urls.js';

/**
 * The light theme's primary and page background (src/client/styles.css, --primary and --bg; a
 * test holds them equal): the installed app's title bar and the splash screen behind its icon.
 */
export const APP_COLORS = { theme: '#8e3b66', background: '#faf6f3' } as const;

/** One icon the build renders from the brand mark (vite.pwa.ts), and how the manifest names it. */
export interface AppIcon {
  src: string;
  size: number;
  purpose: 'any' | 'maskable';
  shape: IconStyle['shape'];
}

const mark = { background: APP_COLORS.theme, foreground: '#ffffff' } as const;

export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any', shape: 'rounded' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any', shape: 'rounded' },
  { src: '/icons/maskable-192.png', size: 192, purpose: 'maskable', shape: 'full-bleed' },
  { src: '/icons/maskable-512.png', size: 512, purpose: 'maskable', shape: 'full-bleed' },
];

/** iOS ignores the manifest's icons: its home screen takes this one, 180 px, square (it rounds). */
export const APPLE_TOUCH_ICON: AppIcon = {
  src: '/icons/apple-touch-icon.png',
  size: 180,
  purpose: 'any',
  shape: 'full-bleed',
};

export const iconStyle = (icon: AppIcon): IconStyle => ({ ...mark, shape: icon.shape });

/**
 * The web app manifest: installed, the app opens on the dashboard in a window of its own (the
 * guard there sends a signed-out visitor to the landing page).
 */
export const WEB_APP_MANIFEST = {
  id: paths.dashboard,
  name: BRAND,
  short_name: BRAND,
  description: `${BRAND}: compatibility-first dating for singles who want a lasting relationship.`,
  lang: 'en',
  start_url: paths.dashboard,
  scope: '/',
  display: 'standalone',
  theme_color: APP_COLORS.theme,
  background_color: APP_COLORS.background,
  icons: APP_ICONS.map((icon) => ({
    src: icon.src,
    sizes: `${icon.size}x${icon.size}`,
    type: 'image/png',
    purpose: icon.purpose,
  })),
} as const;

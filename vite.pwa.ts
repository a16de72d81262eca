import sharp from 'sharp';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandMarkSvg } from './src/shared/brand-mark.js';
import {
  APP_ICONS,
  APPLE_TOUCH_ICON,
  iconStyle,
  WEB_APP_MANIFEST,
} from './src/shared/web-app-manifest.js';

/**
 * The app's icons, drawn from the brand mark at build time (sharp renders the SVG), so they never
 * drift from the logo and no generated image is kept in the repository. Client build only: the
 * prerender's server-side build has no use for them.
 */
const appIcons: Plugin = {
  name: 'app-icons',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  transformIndexHtml: () => [
    {
      tag: 'link',
      attrs: { rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON.src },
      injectTo: 'head',
    },
  ],
  async generateBundle() {
    for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
      const svg = Buffer.from(brandMarkSvg(iconStyle(icon)));
      const png = await sharp(svg, { density: (72 * icon.size) / 32 })
        .resize(icon.size, icon.size)
        .png({ compressionLevel: 9 })
        .toBuffer();
      this.emitFile({ type: 'asset', fileName: icon.src.slice(1), source: png });
    }
  },
};

/**
 * The installable app (decision 0047): the web manifest, and our own service worker
 * (src/client/service-worker/sw.ts) with the list of files to precache written into it by Workbox.
 * The page registers it itself (src/client/app/service-worker.ts), after load and only in the app.
 */
export const pwaPlugins = (): Plugin[] => [
  appIcons,
  ...VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: { ...WEB_APP_MANIFEST, icons: [...WEB_APP_MANIFEST.icons] },
    includeManifestIcons: false,
    injectManifest: {
      // A classic script: every browser with service workers runs it (module workers are newer).
      rollupFormat: 'iife',
      // The app shell (index.html), every script and stylesheet the app may load (pages are
      // chunks loaded on the way), the icons, and the fonts' Latin sets (the others are fetched
      // when a page needs them). landing*.html is written after this build and is not in it: "/"
      // is always asked of the server (sw.ts).
      globPatterns: [
        'index.html',
        'assets/*.{js,css}',
        'assets/*-latin-*.woff2',
        'icons/*.png',
        'favicon.svg',
        'manifest.webmanifest',
      ],
      globIgnores: ['**/*.br', '**/*.gz'],
    },
  }),
];

import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pwaPlugins } from './vite.pwa.js';
import { THEME_INIT_SCRIPT } from './src/shared/theme-init-script.js';

const THEME_INIT_MARK = /<!-- theme-init:[^>]*-->/;

/** Writes the theme script inline into index.html, where the CSP allows it by its hash. */
const inlineThemeInit: Plugin = {
  name: 'inline-theme-init',
  transformIndexHtml(html) {
    if (!THEME_INIT_MARK.test(html)) throw new Error('index.html lost its theme-init mark');
    return html.replace(THEME_INIT_MARK, () => `<script>${THEME_INIT_SCRIPT}</script>`);
  },
};

// The client is built into dist/client and served by the Fastify server in production.
// In development Vite proxies /api (HTTP and WebSocket) to the server on port 3000.
/**
 * `#shared/...` and `#server/...` (package.json "imports") point at the TypeScript sources under
 * this condition, and at the compiled dist/ otherwise (the production server).
 */
export const sourceConditions = {
  resolve: { conditions: ['right-one-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['right-one-source', ...defaultServerConditions] } },
};

export default defineConfig({
  ...sourceConditions,
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), inlineThemeInit, ...pwaPlugins()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // Two entries: the app (index.html) and the standalone landing page (landing.ts, written into
    // the prerendered landing.html by scripts/prerender.mjs, which reads the manifest for it).
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('src/client/index.html', import.meta.url)),
        landing: fileURLToPath(new URL('src/client/landing.ts', import.meta.url)),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/dev': { target: 'http://localhost:3000' },
    },
  },
});

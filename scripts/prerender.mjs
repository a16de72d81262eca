// Writes dist/client/landing.html (and its test-payments variant): index.html with the landing
// page's markup already inside #root and its stylesheet inline, so the page paints from the HTML
// alone, before its JavaScript arrives; React then takes the markup over (src/client/main.tsx).
// Runs after `vite build`, before the compressed copies are made.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const clientDir = path.resolve('dist/client');
const outDir = path.resolve('dist/prerender');
const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/;

/**
 * The page's one stylesheet written into it: the landing page then paints from its HTML alone,
 * before any other file arrives. (The app is a single page: later pages use the same styles.)
 */
function inlineStylesheet(html) {
  const link = html.match(STYLESHEET);
  if (!link) throw new Error('prerender: index.html links no stylesheet');
  const css = readFileSync(path.join(clientDir, link[1]), 'utf8');
  if (css.includes('</style')) throw new Error('prerender: the stylesheet cannot be inlined');
  return html.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * The app's scripts at low priority: the prerendered page is already readable without them, so
 * its fonts come first and the scripts (which make it interactive) follow.
 */
function deferScripts(html) {
  const tags = /<(script type="module"|link rel="modulepreload") crossorigin /g;
  if (!tags.test(html)) throw new Error('prerender: index.html loads no module script');
  return html.replace(tags, '<$1 fetchpriority="low" crossorigin ');
}

await build({
  logLevel: 'warn',
  build: {
    ssr: path.resolve('src/client/prerender.tsx'),
    outDir,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
try {
  const { renderPage } = await import(pathToFileURL(path.join(outDir, 'prerender.js')).href);
  const index = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  if (!index.includes(EMPTY_ROOT)) throw new Error(`prerender: index.html has no ${EMPTY_ROOT}`);
  // Two variants: the server sends the second while its payments are test payments (a bar on top).
  for (const [file, testPayments] of [
    ['landing.html', false],
    ['landing.test-payments.html', true],
  ]) {
    const markup = await renderPage('/', { testPayments });
    if (!markup.includes('<h1')) throw new Error('prerender: the landing page rendered no heading');
    const page = inlineStylesheet(deferScripts(index)).replace(
      EMPTY_ROOT,
      () => `<div id="root">${markup}</div>`,
    );
    writeFileSync(path.join(clientDir, file), page);
    console.log(`prerender: dist/client/${file} (${(page.length / 1024).toFixed(1)} KB)`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

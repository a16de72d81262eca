// Writes dist/client/landing.html (and its test-payments variant): index.html with the landing
// page's markup already inside #root and its stylesheet inline, so the page paints from the HTML
// alone, before its JavaScript arrives. Its script is the landing page's own (src/client/landing.ts),
// not the app's, which it fetches when idle and hands over to on a click (decision 0038).
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

const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));

/** A chunk of the build and every chunk it imports statically, as URLs, itself first. */
function withStaticImports(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: the build has no chunk ${key}`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((k) => withStaticImports(k, seen))];
}

/**
 * The landing page's own script (src/client/landing.ts) in place of the app's: the page is
 * interactive with a few kilobytes, and the app's files are named in <meta name="app-chunks"> for
 * the page to fetch when it is idle (decision 0038).
 */
function standaloneScripts(html) {
  const appScript = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;
  const appPreloads = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  if (!appScript.test(html)) throw new Error('prerender: index.html loads no module script');
  const landing = manifest['landing.ts'];
  if (!landing) throw new Error('prerender: the build has no landing.ts entry');
  const [entry, ...imports] = withStaticImports('landing.ts');
  const startApp = landing.dynamicImports?.find((k) => manifest[k]?.name === 'start-app');
  if (!startApp) throw new Error('prerender: landing.ts does not import the app');
  // The app alone: each file fetched costs the browser some main-thread work of its own, and the
  // next page's files load on intent (pointer, focus, touch) anyway.
  const tags = [
    `<meta name="app-chunks" content="${withStaticImports(startApp).join(' ')}" />`,
    `<script type="module" crossorigin src="${entry}"></script>`,
    ...imports.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  const page = html
    .replace(appScript, '')
    .replace(appPreloads, '')
    .replace(/\s*<\/head>/, () => `${tags.map((tag) => `\n    ${tag}`).join('')}\n  </head>`);
  if (!page.includes(tags[1])) throw new Error('prerender: the landing script found no </head>');
  return page;
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
    const page = inlineStylesheet(standaloneScripts(index)).replace(
      EMPTY_ROOT,
      () => `<div id="root">${markup}</div>`,
    );
    writeFileSync(path.join(clientDir, file), page);
    console.log(`prerender: dist/client/${file} (${(page.length / 1024).toFixed(1)} KB)`);
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
// Read here only: the server has no use for it, and it would be served as a file.
rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });

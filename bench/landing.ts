import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { handOffTimes, medianMs } from './lib/handoff.js';
import { LIGHTHOUSE_RUNS, lighthouseRuns } from './lib/lighthouse.js';
import { ensureBuild, startProductionServer } from './lib/production-server.js';
import type { BenchResult } from './lib/report.js';
import { startStaticPage } from './lib/static-page.js';

const CHROMIUM = '/usr/bin/chromium';
const MAX_GZIPPED_JS_KB = 40;
const MAX_BLOCKING_MS = 100;
const MIN_PERFORMANCE_SCORE = 95;
const LANDING_PAGE_SOURCE = new URL('../src/client/app/pages/landing-page.tsx', import.meta.url);
const CLIENT_DIR = fileURLToPath(new URL('../dist/client/', import.meta.url));

/** The baseline for the JavaScript weight: every .js file the build ships, gzipped. */
function allBuiltJavaScriptKb(): number {
  const files = readdirSync(CLIENT_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.js'),
  );
  return (
    files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(CLIENT_DIR, f))).length, 0) /
    1024
  );
}

interface Script {
  file: string;
  gzipped: number;
}

/**
 * What a first load of / runs: every script it fetches to run (its entry, their imports) and its
 * inline scripts; and, apart, what it fetches ahead for the next page once idle (rel=prefetch,
 * not run), so that the figure says what the page costs and the note what it saves for later.
 */
async function landingJavaScript(url: string): Promise<{ ran: Script[]; prefetched: Script[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const ran: Promise<Script>[] = [];
    const prefetched: Promise<Script>[] = [];
    page.on('response', (res) => {
      const { pathname } = new URL(res.url());
      if (!pathname.endsWith('.js')) return;
      const ahead = res.request().headers()['sec-purpose']?.includes('prefetch');
      const script = res
        .body()
        .then((body) => ({ file: pathname, gzipped: gzipSync(body).length }));
      (ahead ? prefetched : ran).push(script);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('#root main, #root h1').first().waitFor({ timeout: 10_000 });
    // Scripts written inline into the HTML (the theme script) count as well.
    const inline = await page.$$eval('script:not([src])', (els) => els.map((e) => e.textContent));
    const inlined = inline.map((text) => ({
      file: 'inline <script> in /',
      gzipped: gzipSync(text ?? '').length,
    }));
    return {
      ran: [...inlined, ...(await Promise.all(ran))],
      prefetched: await Promise.all(prefetched),
    };
  } finally {
    await browser.close();
  }
}

const kb = (scripts: Script[]) => scripts.reduce((sum, f) => sum + f.gzipped, 0) / 1024;

/** (c) The landing page: gzipped JavaScript weight and a Lighthouse mobile performance score. */
export async function benchLanding(): Promise<BenchResult[]> {
  if (!existsSync(LANDING_PAGE_SOURCE)) {
    const missing = {
      figure: 'not measured',
      pass: false,
      note: 'src/client/app/pages/landing-page.tsx does not exist yet',
    };
    return [
      {
        name: 'Landing page JavaScript, gzipped',
        budget: `<= ${MAX_GZIPPED_JS_KB} KB`,
        ...missing,
      },
      {
        name: 'Landing page Lighthouse mobile performance',
        budget: `>= ${MIN_PERFORMANCE_SCORE}`,
        ...missing,
      },
    ];
  }
  ensureBuild();
  const server = await startProductionServer();
  try {
    const { ran, prefetched } = await landingJavaScript(`${server.url}/`);
    const ranKb = kb(ran);
    const allKb = allBuiltJavaScriptKb();
    const page = await lighthouseRuns(`${server.url}/`);
    const handOff = await handOffTimes(server.url);
    const staticPage = await startStaticPage();
    const baseline = await lighthouseRuns(staticPage.url).finally(() => staticPage.stop());
    const list = ran.map((f) => `${f.file} ${(f.gzipped / 1024).toFixed(1)} KB`).join(', ');
    return [
      {
        name: 'Landing page JavaScript run on load, gzipped',
        figure: `${ranKb.toFixed(1)} KB in ${ran.length} files (${list})`,
        baseline: `all JavaScript the build ships: ${allKb.toFixed(1)} KB gzipped`,
        ratio: ranKb / allKb,
        ratioLabel: 'share of the shipped JavaScript that the landing page runs',
        budget: `<= ${MAX_GZIPPED_JS_KB} KB`,
        pass: ranKb <= MAX_GZIPPED_JS_KB,
        note: `Fetched ahead once the page is idle, not run (the app, for a click that leaves the page): ${kb(prefetched).toFixed(1)} KB in ${prefetched.length} files.`,
      },
      {
        name: 'Landing page Lighthouse mobile performance',
        figure: `lowest score ${page.worst} of ${LIGHTHOUSE_RUNS} runs (${page.scores.join(', ')}); longest Total Blocking Time ${Math.round(page.maxBlockingMs)} ms`,
        baseline: `static page with no JavaScript on this machine: scores ${baseline.scores.join(', ')}`,
        ratio: page.median / baseline.median,
        ratioLabel: "median score over the static page's median",
        budget: `every run >= ${MIN_PERFORMANCE_SCORE}, Total Blocking Time <= ${MAX_BLOCKING_MS} ms`,
        pass: page.worst >= MIN_PERFORMANCE_SCORE && page.maxBlockingMs <= MAX_BLOCKING_MS,
        note: `Lighthouse default mobile settings (simulated slow 4G, 4x CPU slowdown) against \`node dist/server/main.js\` (NODE_ENV=production). The lowest run: ${page.details}`,
      },
      {
        name: 'Landing page hand-off to the app: Take the Quiz to the quiz page shown',
        figure: `median ${medianMs(handOff.handOff)} ms (${handOff.handOff.map(Math.round).join(', ')})`,
        baseline: `the quiz page loaded anew, as a plain link would: median ${medianMs(handOff.fullLoad)} ms (${handOff.fullLoad.map(Math.round).join(', ')})`,
        ratio: medianMs(handOff.handOff) / medianMs(handOff.fullLoad),
        ratioLabel: 'hand-off time over a full page load',
        budget: 'faster than loading the page anew',
        pass: medianMs(handOff.handOff) < medianMs(handOff.fullLoad),
        note: 'Headless Chromium at 390 px with the CPU slowed 4x, after the page was idle (the app fetched ahead) and the pointer rested on the link for 500 ms (intent: the app loads then); the click is timed until the heading is on screen.',
      },
    ];
  } finally {
    await server.stop();
  }
}

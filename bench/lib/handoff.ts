import { chromium, type Page } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
const RUNS = 5;
const NEXT_HEADING = 'Discover Your Emotional Connection Style';

export interface HandOffTimes {
  /** Click on Take the Quiz (the pointer over it first: intent) to the quiz page shown, in ms. */
  handOff: number[];
  /** The same page loaded anew (what a plain link would cost), in ms. */
  fullLoad: number[];
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const medianMs = (values: number[]) => Math.round(median(values));

/** Until the quiz page's heading is on screen, polled every frame. */
const quizShown = (page: Page) =>
  page.waitForFunction(
    (text) => document.querySelector('h1')?.textContent?.includes(text),
    NEXT_HEADING,
    { polling: 'raf' },
  );

/**
 * How long the landing page takes to hand over to the app, as a phone would see it: a 390 px
 * viewport and the CPU slowed 4x (as Lighthouse's mobile run), after the page has been idle (its
 * prefetch done) and the pointer has rested on the link. Each run in a fresh browser context.
 */
export async function handOffTimes(origin: string): Promise<HandOffTimes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const times: HandOffTimes = { handOff: [], fullLoad: [] };
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const kind of ['handOff', 'fullLoad'] as const) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
        const cta = page.getByRole('link', { name: 'Take the Quiz' }).first();
        await cta.hover();
        await page.waitForTimeout(500);
        const start = performance.now();
        if (kind === 'handOff') await cta.click();
        else await page.goto(`${origin}/quiz`, { waitUntil: 'commit' });
        await quizShown(page);
        times[kind].push(performance.now() - start);
        await context.close();
      }
    }
    return times;
  } finally {
    await browser.close();
  }
}

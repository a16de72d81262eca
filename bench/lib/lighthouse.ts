// Lighthouse's mobile performance run (simulated slow 4G, 4x CPU slowdown) through chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { settle } from './settle.js';

const CHROMIUM = '/usr/bin/chromium';

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/** Lighthouse's mobile performance score, with the metrics and the biggest savings it names. */
async function lighthouseRun(
  url: string,
): Promise<{ score: number; blockingMs: number; details: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || score === null || score === undefined)
      throw new Error(`Lighthouse gave no score: ${lhr?.runtimeError?.message ?? 'no result'}`);
    const metrics = METRICS.map((id) => `${lhr.audits[id]?.title} ${lhr.audits[id]?.displayValue}`);
    const savings = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && !METRICS.includes(a.id) && a.displayValue)
      .map((a) => `${a.title} (${a.displayValue})`);
    const blockingMs = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
    return {
      score: Math.round(score * 100),
      blockingMs,
      details: [...metrics, ...savings].join('; '),
    };
  } finally {
    chrome.kill();
  }
}

export const LIGHTHOUSE_RUNS = 5;

export interface LighthouseRuns {
  scores: number[];
  /** The lowest score of the runs: every run must reach the budget. */
  worst: number;
  median: number;
  /** The longest Total Blocking Time of the runs, in ms. */
  maxBlockingMs: number;
  /** The metrics and costly audits of the worst run. */
  details: string;
}

/**
 * Five runs, each of which counts: on a small shared machine one run's simulated timings swing
 * by ten points (seen: 84 to 95 for the same build), and a page that is fast only at the median
 * is not fast on every visit.
 */
export async function lighthouseRuns(url: string): Promise<LighthouseRuns> {
  const runs: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    // The previous run's browser may still be exiting: its last work is not this run's.
    await settle();
    runs.push(await lighthouseRun(url));
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return {
    scores: runs.map((r) => r.score),
    worst: sorted[0]!.score,
    median: sorted[Math.floor(sorted.length / 2)]!.score,
    maxBlockingMs: Math.max(...runs.map((r) => r.blockingMs)),
    details: sorted[0]!.details,
  };
}

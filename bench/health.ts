import {
  describeLoad,
  measurePair,
  ROUNDS,
  startServer,
  withServers,
  type RunningServer,
} from './lib/load.js';
import type { BenchResult } from './lib/report.js';

const MIN_RATIO = 0.8;
/** Headers that belong to the connection or the moment, not to the answer. */
const PER_RESPONSE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
]);

/** The app's own answer headers, for the baseline to send too. */
async function answerHeaders(app: RunningServer): Promise<Record<string, string>> {
  const res = await fetch(`http://127.0.0.1:${app.port}/api/health`);
  await res.text();
  return Object.fromEntries([...res.headers].filter(([name]) => !PER_RESPONSE.has(name)));
}

/** One pair of fresh server processes, measured in alternating rounds. */
async function measureFreshPair() {
  return withServers([startServer('app.ts', { BENCH_PGLITE_DIR: 'memory' })], async ([app]) => {
    const headers = await answerHeaders(app!);
    return withServers(
      [startServer('bare-health.ts', { BENCH_HEADERS: JSON.stringify(headers) })],
      async ([bare]) => ({
        ...(await measurePair(
          { url: `http://127.0.0.1:${bare!.port}/api/health` },
          { url: `http://127.0.0.1:${app!.port}/api/health` },
        )),
        headerCount: Object.keys(headers).length,
      }),
    );
  });
}

/**
 * Independent pairs of fresh processes. On a small shared machine one pair of processes can be
 * unlucky for its whole life (where the scheduler puts it, what the JIT decides: seen, one pair
 * at 0.73 between pairs at 0.9), which alternating rounds within the pair cannot even out.
 */
const PAIRS = 3;

/** (a) GET /api/health through every plugin (PGlite in memory) against a bare node:http answer. */
export async function benchHealth(): Promise<BenchResult> {
  const pairs = [];
  for (let i = 0; i < PAIRS; i++) pairs.push(await measureFreshPair());
  const sorted = [...pairs].sort((a, b) => a.ratio - b.ratio);
  const { baseline, candidate, ratio, headerCount } = sorted[Math.floor(PAIRS / 2)]!;
  return {
    name: 'GET /api/health, whole app vs bare node:http',
    figure: `app: ${describeLoad(candidate)}`,
    baseline: `bare node:http with the same ${headerCount} security headers: ${describeLoad(baseline)}`,
    ratio,
    ratioLabel: `req/s, median of ${PAIRS} fresh process pairs (${pairs.map((p) => p.ratio.toFixed(2)).join(', ')}), each the median of ${ROUNDS} alternating rounds`,
    budget: `req/s ratio >= ${MIN_RATIO}`,
    pass: ratio >= MIN_RATIO,
    note: 'app runs with RATE_LIMIT=off (the global limiter would throttle the benchmark); database: PGlite in memory, its answer trusted for 1 s',
  };
}

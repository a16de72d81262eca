import { describeLoad, measurePair, startServer, withServers } from './lib/load.js';
import type { BenchResult } from './lib/report.js';

const MIN_RATIO = 0.8;

/** (a) GET /api/health through every plugin (PGlite in memory) against a bare node:http answer. */
export async function benchHealth(): Promise<BenchResult> {
  const starts = [startServer('bare-health.ts'), startServer('app.ts', { BENCH_PGLITE_DIR: 'memory' })];
  const { baseline, candidate, ratio } = await withServers(starts, ([bare, app]) =>
    measurePair({ url: `http://127.0.0.1:${bare!.port}/api/health` }, { url: `http://127.0.0.1:${app!.port}/api/health` }),
  );
  return {
    name: 'GET /api/health, whole app vs bare node:http',
    figure: `app: ${describeLoad(candidate)}`,
    baseline: `bare node:http: ${describeLoad(baseline)}`,
    ratio,
    ratioLabel: 'req/s, median of 5 alternating rounds',
    budget: `req/s ratio >= ${MIN_RATIO}`,
    pass: ratio >= MIN_RATIO,
    note: 'app runs with RATE_LIMIT=off (the global limiter would throttle the benchmark); database: PGlite in memory, pinged on every request',
  };
}

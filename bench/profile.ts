import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  describeLoad,
  measure,
  measurePair,
  ROUNDS,
  startServer,
  withServers,
} from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import type { BenchResult } from './lib/report.js';

const MIN_RATIO = 0.5;
const profileUrl = (port: number) => `http://127.0.0.1:${port}/api/profile`;

/**
 * (b) GET /api/profile on PostgreSQL against a hand-written Fastify + pg route doing the same SQL.
 * The app server signs a member up first (mailed verification link, sign-in); both servers are
 * then hit with that member's session cookie.
 */
export async function benchProfilePostgres(): Promise<BenchResult> {
  const { url, drop } = await createBenchDatabase();
  try {
    const app = await startServer('app.ts', { BENCH_DATABASE_URL: url, BENCH_SIGN_UP: '1' });
    const { baseline, candidate, ratio } = await withServers(
      [Promise.resolve(app), startServer('raw-profile.ts', { BENCH_DATABASE_URL: url })],
      ([, raw]) => {
        const headers = { cookie: app.cookie ?? '' };
        return measurePair(
          { url: profileUrl(raw!.port), headers },
          { url: profileUrl(app.port), headers },
        );
      },
    );
    return {
      name: 'GET /api/profile on PostgreSQL, whole app vs raw pg route',
      figure: `app (better-auth session cookie, prepared Drizzle queries): ${describeLoad(candidate)}`,
      baseline: `Fastify + raw pg, same SQL: ${describeLoad(baseline)}`,
      ratio,
      ratioLabel: `req/s, median of ${ROUNDS} alternating rounds`,
      budget: `req/s ratio >= ${MIN_RATIO}`,
      pass: ratio >= MIN_RATIO,
      note: 'app runs with RATE_LIMIT=off; both use a pool of 10 connections to a fresh database dropped afterwards',
    };
  } finally {
    await drop();
  }
}

/** The same endpoint on PGlite (on disk, as `npm start` runs it): a figure only, no budget. */
export async function benchProfilePglite(): Promise<BenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'right-one-bench-'));
  try {
    const env = { BENCH_PGLITE_DIR: path.join(dir, 'db'), BENCH_DATA_DIR: dir, BENCH_SIGN_UP: '1' };
    const load = await withServers([startServer('app.ts', env)], ([app]) =>
      measure({ url: profileUrl(app!.port), headers: { cookie: app!.cookie ?? '' } }),
    );
    return {
      name: 'GET /api/profile on PGlite (figure only)',
      figure: `app: ${describeLoad(load)}`,
      note: 'RATE_LIMIT=off; PGlite runs inside the server process, so it shares that one core',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

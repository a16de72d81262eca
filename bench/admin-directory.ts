// The admin user directory (issue 14) at 100,000 members on PostgreSQL: the first page, a search
// that matches many members, one that matches a few, and a deep page, each timed one request at a
// time (what one admin waits for), beside GET /api/profile on the same server as the baseline.
import pg from 'pg';
import { startServer, withServers } from './lib/load.js';
import { createBenchDatabase } from './lib/postgres.js';
import type { BenchResult } from './lib/report.js';

const MEMBERS = 100_000;
const SAMPLES = 200;
const BUDGET_P95_MS = 50;
const FIRST = ['Ana', 'Bo', 'Carla', 'Dan', 'Eve', 'Femi', 'Gus', 'Hana', 'Ivo', 'Jia'];
const LAST = ['Smith', 'Lima', 'Chen', 'Diaz', 'Okafor', 'Novak', 'Berg', 'Rossi', 'Sato', 'Kaya'];

/** Members spread over two years of sign-ups, each named from the lists above and numbered. */
async function seedMembers(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
       SELECT 'bench-' || n,
              ($1::text[])[1 + n % 10] || ' ' || ($2::text[])[1 + (n / 10) % 10] || ' ' || n,
              'member' || n || '@example.com', true,
              now() - make_interval(mins => n * 10), now()
       FROM generate_series(1, $3::int) AS n`,
      [FIRST, LAST, MEMBERS],
    );
    // Profiles are made by a trigger at insert time; give them the accounts' sign-up times.
    await client.query(
      `UPDATE profiles p SET created_at = u.created_at FROM "user" u
       WHERE u.id = p.id AND u.id LIKE 'bench-%'`,
    );
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

/** p50 and p95 of SAMPLES sequential GETs (after 20 unmeasured ones), failing on any non-2xx. */
async function latency(url: string, cookie: string) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES + 20; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 20) times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const QUERIES = [
  ['first page (25)', ''],
  ['search "smith" (10,000 matches)', 'q=smith'],
  ['search "member4242" (11 matches)', 'q=member4242'],
  ['page 2,000 of 25', 'page=2000'],
] as const;

export async function benchAdminDirectory(): Promise<BenchResult[]> {
  const { url, drop } = await createBenchDatabase();
  try {
    const app = startServer('app.ts', {
      BENCH_DATABASE_URL: url,
      BENCH_SIGN_UP: '1',
      BENCH_ADMIN: '1',
    });
    return await withServers([app], async ([server]) => {
      await seedMembers(url);
      const base = `http://127.0.0.1:${server!.port}`;
      const cookie = server!.cookie ?? '';
      const baseline = await latency(`${base}/api/profile`, cookie);
      const results: BenchResult[] = [];
      for (const [label, query] of QUERIES) {
        const figure = await latency(`${base}/api/admin/users?${query}`, cookie);
        results.push({
          name: `Admin user directory at ${MEMBERS.toLocaleString('en-US')} members, ${label}`,
          figure: `p95 ${figure.p95.toFixed(1)} ms, p50 ${figure.p50.toFixed(1)} ms (${SAMPLES} requests, one at a time)`,
          baseline: `GET /api/profile, same server and admin: p95 ${baseline.p95.toFixed(1)} ms, p50 ${baseline.p50.toFixed(1)} ms`,
          ratio: figure.p95 / baseline.p95,
          ratioLabel: 'p95 directory / p95 profile',
          budget: `p95 < ${BUDGET_P95_MS} ms`,
          pass: figure.p95 < BUDGET_P95_MS,
          note: 'PostgreSQL, trigram indexes on name and email; each answer also counts the matches',
        });
      }
      return results;
    });
  } finally {
    await drop();
  }
}

// `npm test`: every check and test, in order, stopping at the first failure.
// 1 typecheck, lint, import rules; 2 unit + component + server tests (in-memory PGlite);
// 3 the server suite again on PostgreSQL + Redis + a local S3 server when TEST_DATABASE_URL /
//   TEST_REDIS_URL are set;
// 4 the production build and the Playwright journeys in headless Chromium; 5 the two-instance
// journey (two built servers behind a round-robin proxy), which skips itself, saying so, without
// TEST_DATABASE_URL and TEST_REDIS_URL (and fails under CI=true).
import { spawnSync } from 'node:child_process';

const steps = [
  ['type-check, lint, import rules', 'npm', ['run', 'check']],
  ['unit, component and server tests (PGlite)', 'npx', ['vitest', 'run']],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['server tests on PostgreSQL + Redis + S3', 'npx', ['vitest', 'run', 'src/server']]);
} else {
  console.warn(
    '\n! TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped.\n',
  );
}
steps.push(['production build', 'npm', ['run', 'build']]);
steps.push(['browser journeys (Playwright, headless Chromium)', 'node', ['scripts/e2e.mjs']]);
steps.push([
  'two instances behind one proxy (Playwright)',
  'node',
  ['scripts/e2e-two-instances.mjs', '--no-build'],
]);

const started = Date.now();
for (const [title, cmd, args] of steps) {
  console.log(`\n=== ${title} ===\n`);
  const t0 = Date.now();
  const env = { ...process.env };
  // Only the PostgreSQL run uses TEST_DATABASE_URL; the first run stays on PGlite and the disk.
  if (title.includes('(PGlite)')) delete env.TEST_DATABASE_URL;
  // The PostgreSQL run stores files in S3 buckets: vitest's global setup starts a local S3
  // server (scripts/vitest-s3.mjs), so a fresh clone needs nothing more (decision 0044).
  if (title.includes('PostgreSQL')) env.TEST_S3 ??= 'on';
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env });
  console.log(
    `--- ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

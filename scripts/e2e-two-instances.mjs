// The two-instance journey (e2e/two-instances.spec.ts): two built servers with DATA_DIRs of their
// own on one PostgreSQL database, one Redis and one bucket (a local S3 server started here,
// scripts/s3-server.mjs), behind a round-robin proxy
// (scripts/lib/round-robin-proxy.mjs), and Playwright through the proxy. `npm test` runs it as
// its own step when TEST_DATABASE_URL and TEST_REDIS_URL are set; without them it is skipped
// (under CI=true it fails). Prints how many requests and sockets each instance was given.
// Usage: node scripts/e2e-two-instances.mjs [--build | --no-build] [playwright args]
import { buildWhenNeeded, snapshotBuild } from './lib/build.mjs';
import { startInstances } from './lib/instances.mjs';
import { chromiumPath, requireChromium, runPlaywright } from './lib/playwright.mjs';
import { createTestDatabase } from './lib/test-database.mjs';
import { startS3Server } from './s3-server.mjs';
import { rmSync } from 'node:fs';

const args = process.argv.slice(2);
const playwrightArgs = args.filter((a) => a !== '--build' && a !== '--no-build');
const ADMIN_EMAIL = 'admin@rightone.test';
const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';
const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;

if (!TEST_DATABASE_URL || !TEST_REDIS_URL) {
  const line = '!'.repeat(78);
  console.error(
    `\n${line}\n  The two-instance journey needs PostgreSQL and Redis: set TEST_DATABASE_URL and` +
      `\n  TEST_REDIS_URL (e.g. postgres://postgres@127.0.0.1:5432/test, redis://127.0.0.1:6379).`,
  );
  if (process.env.CI === 'true') {
    console.error(`  CI=true: it cannot be skipped. FAILING.\n${line}\n`);
    process.exit(1);
  }
  console.error(`  SKIPPED: it did not run and did not pass.\n${line}\n`);
  process.exit(0);
}
requireChromium();
if (!buildWhenNeeded({ force: args.includes('--build'), skip: args.includes('--no-build') })) {
  console.error('two instances: the build failed; the journey was not run.');
  process.exit(1);
}

let exitCode = 1;
let buildCopy;
let database;
let s3;
let setup;
try {
  buildCopy = snapshotBuild();
  database = await createTestDatabase(TEST_DATABASE_URL, 'two');
  const started = Date.now();
  s3 = await startS3Server({ bucket: 'right-one-two-instances' });
  setup = await startInstances({
    buildDir: buildCopy,
    count: 2,
    databaseUrl: database.url,
    redisUrl: TEST_REDIS_URL,
    proxy: true,
    env: { ADMIN_EMAIL, ADMIN_PASSWORD, ...s3.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ports = setup.instances.map((i) => `${i.name} :${i.port}`).join(', ');
  console.log(
    `two instances: ${ports}, behind ${setup.url}, bucket at ${s3.endpoint}, ready in ${seconds} s`,
  );
  exitCode = await runPlaywright(['--project=two-instances', ...playwrightArgs], {
    E2E_TWO_INSTANCES: 'on',
    E2E_DATABASE_URL: database.url,
    BASE_URL: setup.url,
    CHROMIUM_PATH: chromiumPath,
    E2E_ADMIN_EMAIL: ADMIN_EMAIL,
    E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  const stats = setup.stats();
  console.log(
    `two instances: served ${Object.entries(stats)
      .map(([name, s]) => `${name}: ${s.requests} requests, ${s.sockets} sockets`)
      .join('; ')}`,
  );
  // The proxy alternates: an instance that served nothing means the journey proved nothing.
  if (exitCode === 0 && Object.values(stats).some((s) => s.requests === 0 || s.sockets === 0)) {
    console.error('two instances: one instance was never used; the journey proves nothing.');
    exitCode = 1;
  }
  if (exitCode !== 0)
    for (const i of setup.instances)
      console.error(`--- instance ${i.name} log (last 40 lines) ---\n${i.logTail()}\n---`);
} catch (error) {
  console.error(`two instances: ${error.message}`);
} finally {
  await setup?.stop();
  await s3?.stop();
  await database?.drop();
  if (buildCopy) rmSync(buildCopy, { recursive: true, force: true });
}
process.exit(exitCode);

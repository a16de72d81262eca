// Browser journeys: build when needed, start the built server on a free port with a fresh data
// directory, run Playwright against it, always stop the server, exit with Playwright's code.
// With TEST_DATABASE_URL the server runs on a fresh PostgreSQL database made on that server (and
// dropped afterwards), and Playwright gets it as E2E_DATABASE_URL: journeys that move data in the
// database (upgraded_at) need it, because PGlite cannot be opened by a second process.
// Usage: npm run test:e2e [-- --build | --no-build] [playwright args, e.g. e2e/landing.spec.ts]
// --build always rebuilds; --no-build uses dist/ as it is (when iterating on the journeys only).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWhenNeeded, snapshotBuild } from './lib/build.mjs';
import { freePort, startBuiltServer } from './lib/built-server.mjs';
import { chromiumPath, requireChromium, runPlaywright } from './lib/playwright.mjs';
import { createTestDatabase } from './lib/test-database.mjs';

const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((a) => a !== '--build' && a !== '--no-build');
// Named spec files run alone: without --no-deps Playwright would first run the whole 'journeys'
// project that the 'after-journeys' one depends on (playwright.config.ts).
if (playwrightArgs.some((a) => a.endsWith('.spec.ts'))) playwrightArgs.push('--no-deps');
const ADMIN_EMAIL = 'admin@rightone.test';
const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';

requireChromium();

if (!buildWhenNeeded({ force: forceBuild, skip: skipBuild })) {
  console.error('e2e: the build failed; no journeys were run.');
  process.exit(1);
}

let buildCopy;
try {
  buildCopy = snapshotBuild();
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
/** The fresh database, or null (PGlite) without TEST_DATABASE_URL. */
let database = null;
if (testDatabaseUrl) {
  try {
    database = await createTestDatabase(testDatabaseUrl, 'e2e');
  } catch (error) {
    console.error(`e2e: could not create a database on TEST_DATABASE_URL: ${error.message}`);
    rmSync(buildCopy, { recursive: true, force: true });
    process.exit(1);
  }
} else {
  console.warn(
    '\n! TEST_DATABASE_URL is not set: the server runs on PGlite and the journeys that change the' +
      '\n! database (report unlocks) are skipped (under CI=true they fail).\n',
  );
}
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
// The push journey's loopback push service listens here; the server may send to it (decision 0048).
const pushPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'right-one-e2e-'));
const serverEnv = { ...process.env };
delete serverEnv.NODE_ENV; // development, with the mail reader the journeys read links from
serverEnv.DEV_MAILBOX = 'on';
delete serverEnv.DATABASE_URL;
if (database) serverEnv.DATABASE_URL = database.url;
delete serverEnv.REDIS_URL;
delete serverEnv.SMTP_URL;
Object.assign(serverEnv, {
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: baseUrl,
  DATA_DIR: dataDir,
  RATE_LIMIT: 'off',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  PUSH_EXTRA_SERVICES: `http://127.0.0.1:${pushPort}`,
});

let exitCode = 1;
let server;
try {
  const started = Date.now();
  server = await startBuiltServer({
    buildDir: buildCopy,
    env: serverEnv,
    healthUrl: `${baseUrl}/api/health`,
    logFile: path.join(dataDir, 'server.log'),
  });
  console.log(`e2e: server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  exitCode = await runPlaywright(playwrightArgs, {
    // Empty means none: e2e/support/database.ts then skips the journeys that need it.
    E2E_DATABASE_URL: database?.url ?? '',
    BASE_URL: baseUrl,
    CHROMIUM_PATH: chromiumPath,
    E2E_ADMIN_EMAIL: ADMIN_EMAIL,
    E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
    // The demo journey starts a server of its own, in demo mode, from the same build.
    E2E_BUILD_DIR: buildCopy,
    E2E_PUSH_PORT: String(pushPort),
  });
  if (exitCode !== 0) console.error(`--- server log (last 40 lines) ---\n${server.logTail()}\n---`);
} catch (error) {
  console.error(`e2e: ${error.message}`);
} finally {
  await server?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildCopy, { recursive: true, force: true });
}
process.exit(exitCode);

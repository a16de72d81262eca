// Browser journeys: build when needed, start the built server on a free port with a fresh data
// directory, run Playwright against it, always stop the server, exit with Playwright's code.
// With TEST_DATABASE_URL the server runs on a fresh PostgreSQL database made on that server (and
// dropped afterwards), and Playwright gets it as E2E_DATABASE_URL: journeys that move data in the
// database (upgraded_at) need it, because PGlite cannot be opened by a second process.
// Usage: npm run test:e2e [-- --build | --no-build] [playwright args, e.g. e2e/landing.spec.ts]
// --build always rebuilds; --no-build uses dist/ as it is (when iterating on the journeys only).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const args = process.argv.slice(2);
const forceBuild = args.includes('--build');
const skipBuild = args.includes('--no-build');
const playwrightArgs = args.filter((a) => a !== '--build' && a !== '--no-build');
// Named spec files run alone: without --no-deps Playwright would first run the whole 'journeys'
// project that the 'after-journeys' one depends on (playwright.config.ts).
if (playwrightArgs.some((a) => a.endsWith('.spec.ts'))) playwrightArgs.push('--no-deps');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ADMIN_EMAIL = 'admin@rightone.test';
const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';

if (!existsSync(chromiumPath)) {
  const line = '!'.repeat(78);
  console.error(`\n${line}\n  Chromium not found at ${chromiumPath} (set CHROMIUM_PATH).`);
  if (process.env.CI === 'true') {
    console.error(`  CI=true: the browser journeys cannot be skipped. FAILING.\n${line}\n`);
    process.exit(1);
  }
  console.error(
    `  The browser journeys were SKIPPED. They did not run and did not pass.\n${line}\n`,
  );
  process.exit(0);
}

/** Newest modification time under a directory (0 when it does not exist). */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  const outputs = ['dist/client/index.html', 'dist/server/main.js'];
  if (!outputs.every((f) => existsSync(f))) return true;
  const builtAt = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  return newestMtime('src') > builtAt;
}

if (forceBuild || (!skipBuild && buildIsStale())) {
  console.log('e2e: building (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('e2e: the build failed; no journeys were run.');
    process.exit(build.status ?? 1);
  }
}

// The server runs from a private copy of dist/: another `vite build` in the same tree empties
// dist/client while it works, which would turn pages into 404s in the middle of a journey. The copy
// sits under node_modules/.cache so the server still resolves its packages from node_modules.
function snapshotBuild() {
  const cacheDir = path.join('node_modules', '.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = path.resolve(mkdtempSync(path.join(cacheDir, 'right-one-e2e-')));
  cpSync('dist', path.join(dir, 'dist'), { recursive: true });
  // The built server imports #shared/ and #server/ through package.json's "imports" (to dist/).
  const { imports } = JSON.parse(readFileSync('package.json', 'utf8'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module', imports }));
  for (const required of ['dist/client/index.html', 'dist/server/main.js']) {
    if (!existsSync(path.join(dir, required))) {
      rmSync(dir, { recursive: true, force: true });
      console.error(
        `e2e: ${required} is missing (a build is running or failed); try again with --build.`,
      );
      process.exit(1);
    }
  }
  return dir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
// Named after this process; a database left by a crashed run of the same pid is dropped first.
const databaseName = `right_one_e2e_${process.pid}`;

/** One statement on the TEST_DATABASE_URL server (CREATE/DROP DATABASE cannot share a query). */
async function onTestServer(sql) {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
const dropDatabase = () => onTestServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);

const buildCopy = snapshotBuild();
/** The fresh database's URL, or null (PGlite) without TEST_DATABASE_URL. */
let databaseUrl = null;
if (testDatabaseUrl) {
  try {
    await dropDatabase();
    await onTestServer(`CREATE DATABASE ${databaseName}`);
  } catch (error) {
    console.error(`e2e: could not create a database on TEST_DATABASE_URL: ${error.message}`);
    rmSync(buildCopy, { recursive: true, force: true });
    process.exit(1);
  }
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
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
const logFile = path.join(dataDir, 'server.log');
const serverEnv = { ...process.env };
delete serverEnv.NODE_ENV; // development, with the mail reader the journeys read links from
serverEnv.DEV_MAILBOX = 'on';
delete serverEnv.DATABASE_URL;
if (databaseUrl) serverEnv.DATABASE_URL = databaseUrl;
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
const logFd = openSync(logFile, 'a');
const server = spawn(process.execPath, [path.join(buildCopy, 'dist/server/main.js')], {
  env: serverEnv,
  stdio: ['ignore', logFd, logFd],
});
let serverExited = false;
server.on('exit', () => (serverExited = true));

function printServerLog() {
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim() : '';
  if (log)
    console.error(
      `--- server log (last 40 lines) ---\n${log.split('\n').slice(-40).join('\n')}\n---`,
    );
}

async function stopServer() {
  if (serverExited) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitForHealth(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (serverExited) return false;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

let exitCode = 1;
try {
  const started = Date.now();
  if (!(await waitForHealth())) {
    console.error('e2e: the server did not become healthy.');
    printServerLog();
  } else {
    console.log(
      `e2e: server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const playwright = spawn('npx', ['playwright', 'test', ...playwrightArgs], {
      stdio: 'inherit',
      env: {
        ...process.env,
        // Empty means none: e2e/support/database.ts then skips the journeys that need it.
        E2E_DATABASE_URL: databaseUrl ?? '',
        BASE_URL: baseUrl,
        CHROMIUM_PATH: chromiumPath,
        E2E_ADMIN_EMAIL: ADMIN_EMAIL,
        E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
        // The demo journey starts a server of its own, in demo mode, from the same build.
        E2E_BUILD_DIR: buildCopy,
        E2E_PUSH_PORT: String(pushPort),
      },
    });
    const forward = (signal) => playwright.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    exitCode = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
    if (exitCode !== 0) printServerLog();
  }
} finally {
  await stopServer();
  if (databaseUrl) {
    await dropDatabase().catch((error) =>
      console.error(`e2e: could not drop the database ${databaseName}: ${error.message}`),
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(buildCopy, { recursive: true, force: true });
}
process.exit(exitCode);

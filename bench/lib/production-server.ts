import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webPush from 'web-push';

const root = fileURLToPath(new URL('../../', import.meta.url));
const builtFiles = ['dist/client/index.html', 'dist/server/main.js'].map((f) => path.join(root, f));

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds when dist/ is missing or older than src/ (BENCH_NO_BUILD=1 uses whatever dist/ holds). */
export function ensureBuild() {
  const missing = builtFiles.some((f) => !existsSync(f));
  if (!missing && process.env.BENCH_NO_BUILD) return;
  const stale =
    missing ||
    Math.min(...builtFiles.map((f) => statSync(f).mtimeMs)) < newestMtime(path.join(root, 'src'));
  if (!stale) return;
  console.log('\n(building: dist/ is missing or older than src/)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHealth(url: string, exited: () => boolean) {
  for (let i = 0; i < 150; i++) {
    if (exited()) throw new Error('the production server exited during start-up');
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the production server did not answer /api/health within 30 s');
}

function vapidEnv() {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: publicKey,
    VAPID_PRIVATE_KEY: privateKey,
    VAPID_SUBJECT: 'mailto:bench@rightone.example',
  };
}

/** `node dist/server/main.js` as in production, on loopback, with a throw-away DATA_DIR. */
export async function startProductionServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'right-one-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      // Production requires a web-push key pair (decision 0048); a fresh one per run.
      ...vapidEnv(),
      LOG_LEVEL: 'warn',
      // The landing page sends no mail and takes no payment: a closed port and the sandbox do.
      SMTP_URL: 'smtp://127.0.0.1:9',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'on',
    },
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => (rmSync(dataDir, { recursive: true, force: true }), resolve());
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(url, () => child.exitCode !== null);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

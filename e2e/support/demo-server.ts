import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface DemoServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * `npm run demo` as a newcomer starts it: the built server in demo mode on an empty data folder
 * (embedded database), from the build scripts/e2e.mjs runs the journeys on. Resolves once the
 * demo world is built and the server answers.
 */
export async function startDemoServer(extraEnv: Record<string, string> = {}): Promise<DemoServer> {
  const buildDir = process.env.E2E_BUILD_DIR ?? process.cwd();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'right-one-demo-e2e-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1' };
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_URL',
    'NODE_ENV',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
  ])
    delete env[key];
  Object.assign(env, {
    APP_URL: base,
    DATA_DIR: dataDir,
    DEMO_MODE: 'on',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(buildDir, 'dist/server/main.js')],
    {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 150_000; Date.now() < deadline;) {
    if (server.exitCode !== null) throw new Error(`the demo server exited:\n${log}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`the demo server did not start in 150 s:\n${log}`);
}

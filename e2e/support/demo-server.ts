import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../../src/server/testing/server-process.js';

export interface DemoServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * `npm run demo` as a newcomer starts it: the built server in demo mode on an empty data folder
 * (embedded database), from the build scripts/e2e.mjs runs
 * the journeys on. Resolves once the demo world is built and the server answers.
 */
export async function startDemoServer(extraEnv: Record<string, string> = {}): Promise<DemoServer> {
  const buildDir = process.env.E2E_BUILD_DIR ?? process.cwd();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'right-one-demo-e2e-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess(
      {
        // None of the journeys' services: the demo runs as a fresh clone does.
        DATABASE_URL: undefined,
        REDIS_URL: undefined,
        SMTP_URL: undefined,
        NODE_ENV: undefined,
        ADMIN_EMAIL: undefined,
        ADMIN_PASSWORD: undefined,
        DATA_DIR: dataDir,
        DEMO_MODE: 'on',
        LOG_LEVEL: 'warn',
        ...extraEnv,
      },
      { builtEntry: path.join(buildDir, 'dist/server/main.js'), startTimeoutMs: 150_000 },
    );
    return { base: server.base, stop: () => server.kill().finally(removeData) };
  } catch (err) {
    removeData();
    throw err;
  }
}

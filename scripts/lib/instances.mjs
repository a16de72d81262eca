// Instances of the built server on one PostgreSQL, one Redis (and one bucket, when S3_* is
// given), each with a DATA_DIR of its own, optionally behind the round-robin proxy: the setup the
// README's "Running two instances behind one address" describes, on loopback.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startBuiltServer } from './built-server.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

const NAMES = ['a', 'b', 'c', 'd'];

/** The environment every instance shares; development mode, as scripts/e2e.mjs runs the build. */
function sharedEnv({ appUrl, databaseUrl, redisUrl, env }) {
  const shared = { ...process.env };
  for (const name of ['NODE_ENV', 'SMTP_URL', 'DATABASE_URL', 'REDIS_URL']) delete shared[name];
  const defined = Object.entries({
    APP_URL: appUrl,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  });
  return {
    ...shared,
    ...Object.fromEntries(defined.filter(([, value]) => value !== undefined)),
    DEV_MAILBOX: 'on',
    HOST: '127.0.0.1',
    // Set, not generated: each instance would otherwise make its own and refuse the other's sessions.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    // The proxy is on loopback: the client address is the one it forwards.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT: 'on',
    LOG_LEVEL: 'warn',
    ...env,
  };
}

/**
 * Starts `count` instances from `buildDir`, one after the other (as a rolling start would;
 * their logs stay apart), and with `proxy` the round-robin proxy in front, whose address is
 * then APP_URL. `env` adds to (or overrides) what the instances share. Answers the address to
 * use, the instances ({ name, port, url, pid, logTail }), the proxy's `stats()` and `stop()`.
 */
export async function startInstances({ buildDir, count, databaseUrl, redisUrl, proxy, env = {} }) {
  const proxyPort = proxy ? await freePort() : undefined;
  const appUrl = env.APP_URL ?? (proxy ? `http://127.0.0.1:${proxyPort}` : undefined);
  const base = sharedEnv({ appUrl, databaseUrl, redisUrl, env });
  const instances = [];
  const dataDirs = [];
  let front;
  async function stop() {
    await front?.close();
    await Promise.all(instances.map((i) => i.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
  try {
    for (const name of NAMES.slice(0, count)) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), `right-one-instance-${name}-`));
      dataDirs.push(dataDir);
      const url = `http://127.0.0.1:${port}`;
      const server = await startBuiltServer({
        buildDir,
        env: { ...base, APP_URL: appUrl ?? url, PORT: String(port), DATA_DIR: dataDir },
        healthUrl: `${url}/api/health`,
        logFile: path.join(dataDir, 'server.log'),
      });
      instances.push({ name, port, url, ...server });
    }
    if (proxy) front = await startRoundRobinProxy(instances, proxyPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: appUrl ?? instances[0].url,
    instances,
    stats: () => front?.stats(),
    stop,
  };
}

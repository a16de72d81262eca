// One built server (dist/server/main.js) in a process of its own, for the journeys and the
// benchmarks: a free loopback port, its output in a log file, started when /api/health answers.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `buildDir/dist/server/main.js` with exactly `env` (PORT, HOST and the rest are the
 * caller's) and waits until `healthUrl` answers. The returned `stop` sends SIGTERM (SIGKILL after
 * 10 s) and resolves when the process is gone; `logTail` reads the end of its log.
 */
export async function startBuiltServer({ buildDir, env, healthUrl, logFile, timeoutMs = 60_000 }) {
  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(buildDir, 'dist/server/main.js')], {
    env,
    stdio: ['ignore', logFd, logFd],
  });
  let exited = false;
  const gone = new Promise((resolve) => child.once('exit', () => resolve((exited = true))));
  const logTail = (lines = 40) => {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim() : '';
    return log ? log.split('\n').slice(-lines).join('\n') : '(empty log)';
  };
  async function stop() {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  }
  const deadline = Date.now() + timeoutMs;
  while (!exited && Date.now() < deadline) {
    const healthy = await fetch(healthUrl).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (healthy) return { pid: child.pid, stop, logTail, exited: () => exited };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not become healthy.\n--- its log ---\n${logTail()}\n---`);
}

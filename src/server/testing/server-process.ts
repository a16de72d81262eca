import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A free TCP port on the loopback (the kernel's choice, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  /** SIGKILL: no shutdown hook runs, as when a machine dies. */
  kill(): Promise<void>;
}

export interface ServerProcessOptions {
  /** The built server (`dist/server/main.js`) instead of the source run through tsx. */
  builtEntry?: string;
  /** How long the start may take (demo mode builds its world before it listens). */
  startTimeoutMs?: number;
}

/**
 * `src/server/main.ts` in a process of its own, as `npm start` runs it (through tsx, so no build
 * is needed), or the built server: for tests that kill a server and start it again, or start one
 * in another mode. An `undefined` in `env` removes that variable. Resolves once /api/health answers.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  { builtEntry, startTimeoutMs = 60_000 }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    ...env,
  };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  // The sources resolve #shared/ and #server/ to TypeScript under the right-one-source condition.
  const args = builtEntry
    ? [builtEntry]
    : ['--conditions=right-one-source', '--import', 'tsx', 'src/server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: merged,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await exited;
  };
  for (const deadline = Date.now() + startTimeoutMs; ;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${stderr}`);
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { base, kill };
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`the server did not start in ${startTimeoutMs / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';

export const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);
export const MEASURE_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * Alternating rounds per pair. Ten one-second rounds rather than five of two: on a small shared
 * machine single rounds swing (0.55 to 1.0 seen for the same two servers), and the median of ten
 * is steadier than the median of five for the same measured time.
 */
export const ROUNDS = 10;
const CONNECTIONS = 32;

export interface Load {
  rps: number;
  p99: number;
  requests: number;
  /** Socket errors and timeouts (tolerated up to 1%). */
  failures: number;
}

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

export const describeLoad = (l: Load) =>
  `${Math.round(l.rps)} req/s, p99 ${l.p99} ms (${l.requests} requests${l.failures ? `, ${l.failures} errors/timeouts` : ''})`;
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}

/**
 * One autocannon run, as fast as it goes unless `options` fix a rate. Every answer must be a 2xx
 * (an error page is not what is measured); a few socket errors or timeouts (over 10 s, on a busy
 * machine) are tolerated up to 1% and counted.
 */
export async function hit(
  { url, headers = {} }: Target,
  seconds: number,
  options: Pick<Options, 'connections' | 'overallRate'> = {},
) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...options,
  });
  const failures = r.errors + r.timeouts;
  if (r.non2xx || failures > r.requests.total / 100)
    throw new Error(
      `${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx answers of ${r.requests.total}`,
    );
  return r;
}

/** A single target: warm-up (JIT, pools), then one measured run. */
export async function measure(target: Target): Promise<Load> {
  await hit(target, WARM_UP_SECONDS);
  const r = await hit(target, MEASURE_SECONDS);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.errors + r.timeouts,
  };
}

/**
 * Baseline and candidate, both warmed up, then measured in alternating short rounds so that
 * load from other processes on the machine hits both alike. The ratio is the median of the
 * per-round ratios; req/s and p99 are medians over the rounds.
 */
export async function measurePair(baseline: Target, candidate: Target) {
  await hit(baseline, WARM_UP_SECONDS);
  await hit(candidate, WARM_UP_SECONDS);
  const slice = Math.max(1, Math.round(MEASURE_SECONDS / ROUNDS));
  const rounds: { base: Result; cand: Result }[] = [];
  for (let i = 0; i < ROUNDS; i++)
    rounds.push({ base: await hit(baseline, slice), cand: await hit(candidate, slice) });
  const summarize = (pick: (r: (typeof rounds)[number]) => Result): Load => ({
    rps: median(rounds.map((r) => pick(r).requests.average)),
    p99: median(rounds.map((r) => pick(r).latency.p99)),
    requests: rounds.reduce((sum, r) => sum + pick(r).requests.total, 0),
    failures: rounds.reduce((sum, r) => sum + pick(r).errors + pick(r).timeouts, 0),
  });
  return {
    baseline: summarize((r) => r.base),
    candidate: summarize((r) => r.cand),
    ratio: median(rounds.map((r) => r.cand.requests.average / r.base.requests.average)),
  };
}

export interface ServerReady {
  port: number;
  cookie?: string;
}

export interface RunningServer extends ServerReady {
  /** The server's process id (its memory is read from /proc). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts one of bench/servers/*.ts in its own process (so it does not share an event loop with
 * the load generator) and waits for it to report its port over IPC.
 */
export function startServer(
  script: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const file = fileURLToPath(new URL(`../servers/${script}`, import.meta.url));
  const child: ChildProcess = fork(file, [], {
    // #shared/ and #server/ resolve to the TypeScript sources, as in the bench process.
    execArgv: [
      '--conditions=right-one-source',
      '--import',
      'tsx',
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ ...(m as ServerReady), pid: child.pid!, stop }));
    child.once('exit', (code) =>
      reject(new Error(`${script} exited with code ${code} before it was ready`)),
    );
  });
}

/** Starts several servers and always stops them all, whatever the work does. */
export async function withServers<T>(
  starts: Promise<RunningServer>[],
  work: (servers: RunningServer[]) => Promise<T>,
) {
  const settled = await Promise.allSettled(starts);
  const servers = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    return await work(servers);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

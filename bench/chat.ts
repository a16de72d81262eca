import { createBenchDatabase } from './lib/postgres.js';
import { seedMembers, type BenchPair } from './lib/chat-members.js';
import {
  CHAT_RATE,
  CHAT_ROUND_SECONDS,
  CHAT_ROUNDS,
  CHAT_WARM_UP_SECONDS,
  chatTraffic,
  type Delivery,
} from './lib/chat-traffic.js';
import { startServer, withServers, type RunningServer } from './lib/load.js';
import type { BenchResult } from './lib/report.js';
import { closeAll, openSockets, paced, percentile } from './lib/sockets.js';

export const MEMBERS = 2000;
const P99_BUDGET_MS = 25;
const CROSS_RATIO_BUDGET = 1.5;
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const describe = (d: Delivery) =>
  `p99 ${d.p99.toFixed(1)} ms, p50 ${d.p50.toFixed(1)} ms (${d.delivered} delivered${d.lost ? `, ${d.lost} lost` : ''}${d.failed ? `, ${d.failed} refused` : ''})`;

/** The baseline: a bare `ws` echo at the same rate over as many sockets. */
async function echoBaseline() {
  return withServers([startServer('ws-echo.ts')], async ([echo]) => {
    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    let counting = false;
    const sockets = await openSockets(echo!.port, Array(MEMBERS).fill(undefined), (text, at) => {
      const id = Number(text);
      const t = sentAt.get(id);
      if (t !== undefined && counting) latencies.push(at - t);
    });
    const run = (seconds: number) =>
      paced(CHAT_RATE, seconds, (i) => {
        sentAt.set(i, performance.now());
        sockets[i % sockets.length]!.send(String(i));
      });
    await run(3);
    sentAt.clear();
    counting = true;
    await run(CHAT_ROUNDS * CHAT_ROUND_SECONDS);
    await new Promise((r) => setTimeout(r, 1000));
    closeAll(sockets);
    return {
      p99: percentile(latencies, 99),
      p50: percentile(latencies, 50),
      count: latencies.length,
    };
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rounds of one setup as one figure: the median round's percentiles, every message counted. */
const summarize = (rounds: Delivery[]): Delivery => ({
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  delivered: rounds.reduce((n, r) => n + r.delivered, 0),
  lost: rounds.reduce((n, r) => n + r.lost, 0),
  failed: rounds.reduce((n, r) => n + r.failed, 0),
});

/**
 * One setup measured alone: its servers started, every member's socket opened, warmed up at the
 * full rate, measured in rounds, and its servers stopped again before the next setup starts (on
 * two cores, idle servers of the other setup beside it were part of what the first figure cost).
 */
export async function measureSetup(
  pairs: BenchPair[],
  starts: Promise<RunningServer>[],
  portOf: (servers: RunningServer[], side: 0 | 1) => number,
) {
  return withServers(starts, async (servers) => {
    const traffic = await chatTraffic(pairs, (side) => portOf(servers, side));
    try {
      await traffic.round(CHAT_WARM_UP_SECONDS);
      const rounds: Delivery[] = [];
      for (let i = 0; i < CHAT_ROUNDS; i++) rounds.push(await traffic.round(CHAT_ROUND_SECONDS));
      return summarize(rounds);
    } finally {
      traffic.close();
    }
  });
}

/**
 * (a) 2,000 members in 1,000 conversations, 1,000 messages per second, each stored in PostgreSQL
 * and announced over the realtime socket, against a bare ws echo; (b) the same on two instances
 * sharing one Redis, every message crossing from one instance to the other. Each setup runs
 * alone, one after the other; each figure is the median of short rounds, so one stall on this
 * shared machine does not decide it.
 */
export async function benchChat(): Promise<BenchResult[]> {
  const { url, drop } = await createBenchDatabase();
  try {
    const { pairs } = await seedMembers(url, MEMBERS, { pairs: true });
    const baseline = await echoBaseline();
    const single = await measureSetup(
      pairs,
      [startServer('app.ts', { BENCH_DATABASE_URL: url })],
      ([alone]) => alone!.port,
    );
    const onRedis = { BENCH_DATABASE_URL: url, BENCH_REDIS_URL: REDIS_URL };
    const cross = await measureSetup(
      pairs,
      [startServer('app.ts', onRedis), startServer('app.ts', onRedis)],
      (servers, side) => servers[side]!.port,
    );
    const ratio = cross.p99 / single.p99;
    const whole = (d: Delivery) => d.lost === 0 && d.failed === 0;
    const rounds = `median of ${CHAT_ROUNDS} rounds of ${CHAT_ROUND_SECONDS} s each after ${CHAT_WARM_UP_SECONDS} s of warm-up, each setup measured alone`;
    return [
      {
        name: `Chat delivery: ${MEMBERS} members, ${CHAT_RATE} messages/s, one instance`,
        figure: `send to the other member's socket: ${describe(single)}`,
        baseline: `bare ws echo, ${MEMBERS} sockets, same rate: p99 ${baseline.p99.toFixed(1)} ms, p50 ${baseline.p50.toFixed(1)} ms (${baseline.count} echoes)`,
        ratio: single.p99 / baseline.p99,
        ratioLabel: `p99 app / p99 echo; app: ${rounds}`,
        budget: `p99 <= ${P99_BUDGET_MS} ms, none lost`,
        pass: single.p99 <= P99_BUDGET_MS && whole(single),
        note: 'each message: POST with the session cookie, stored in PostgreSQL, nudge over the in-process bus; RATE_LIMIT=off',
      },
      {
        name: 'Chat delivery across two instances on one Redis',
        figure: `sender on instance 1, receiver's socket on instance 2: ${describe(cross)}`,
        baseline: `one instance (above): p99 ${single.p99.toFixed(1)} ms`,
        ratio,
        ratioLabel: `p99 across instances / p99 one instance, ${rounds}`,
        budget: `ratio <= ${CROSS_RATIO_BUDGET}, none lost`,
        pass: ratio <= CROSS_RATIO_BUDGET && whole(cross),
        note: `Redis pub/sub at ${REDIS_URL}; both instances on the same PostgreSQL database`,
      },
    ];
  } finally {
    await drop();
  }
}

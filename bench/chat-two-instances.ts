import { fileURLToPath } from 'node:url';
import { startInstances } from '../scripts/lib/instances.mjs';
import { startS3Server } from '../scripts/s3-server.mjs';
import { TEST_ORIGIN } from '../src/server/testing/create-test-app.js';
import { describe, measureSetup, MEMBERS, REDIS_URL } from './chat.js';
import { BENCH_AUTH_SECRET, seedMembers, type BenchPair } from './lib/chat-members.js';
import {
  CHAT_RATE,
  CHAT_ROUND_SECONDS,
  CHAT_ROUNDS,
  CHAT_WARM_UP_SECONDS,
  type Delivery,
} from './lib/chat-traffic.js';
import { createBenchDatabase } from './lib/postgres.js';
import { ensureBuild } from './lib/production-server.js';
import type { BenchResult } from './lib/report.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const CROSS_RATIO_BUDGET = 1.5;

/**
 * The two-instance journey's setup (scripts/lib/instances.mjs): `count` built servers, each with
 * a DATA_DIR of its own, on one database, one Redis and one bucket; every member of a pair has
 * their socket on the instance of their side (with one instance, both on it), and each message
 * is sent through the sender's. Measured as bench/chat.ts measures a setup.
 */
async function measureInstances(pairs: BenchPair[], count: 1 | 2, databaseUrl: string) {
  const s3 = await startS3Server({ bucket: 'right-one-bench' });
  try {
    const setup = await startInstances({
      buildDir: root,
      count,
      databaseUrl,
      redisUrl: REDIS_URL,
      proxy: false,
      // The seeded sessions' secret and origin; limits off, as in every benchmark.
      env: {
        APP_URL: TEST_ORIGIN,
        AUTH_SECRET: BENCH_AUTH_SECRET,
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'error',
        ...s3.env,
      },
    });
    try {
      const { instances } = setup;
      return await measureSetup(
        pairs,
        instances.map((i) => Promise.resolve(i)),
        (_servers, side) => instances[side % count]!.port,
      );
    } finally {
      await setup.stop();
    }
  } finally {
    await s3.stop();
  }
}

const measuredSeconds = CHAT_ROUNDS * CHAT_ROUND_SECONDS;
const rate = (d: Delivery) => `${Math.round(d.delivered / measuredSeconds)} delivered/s`;

/**
 * Chat at 1,000 messages a second across the two instances of the two-instance journey (built
 * servers, development mode as the journeys run them), sender on one and receiver on the other;
 * baseline: one instance of the same setup, in the same run.
 */
export async function benchChatTwoInstances(): Promise<BenchResult> {
  ensureBuild();
  const { url, drop } = await createBenchDatabase();
  try {
    const { pairs } = await seedMembers(url, MEMBERS, { pairs: true });
    const single = await measureInstances(pairs, 1, url);
    const cross = await measureInstances(pairs, 2, url);
    const ratio = cross.p99 / single.p99;
    const whole = cross.lost === 0 && cross.failed === 0;
    return {
      name: `Chat across the two-instance journey's setup: ${MEMBERS} members, ${CHAT_RATE} messages/s`,
      figure: `sender on instance a, receiver's socket on b (and back): ${rate(cross)}, ${describe(cross)}`,
      baseline: `one instance of the same setup: ${rate(single)}, ${describe(single)}`,
      ratio,
      ratioLabel: `p99 across / p99 one instance; median of ${CHAT_ROUNDS} rounds of ${CHAT_ROUND_SECONDS} s after ${CHAT_WARM_UP_SECONDS} s of warm-up, each setup alone`,
      budget: `ratio <= ${CROSS_RATIO_BUDGET}, none lost`,
      pass: ratio <= CROSS_RATIO_BUDGET && whole,
      note: `node dist/server/main.js per instance, own DATA_DIR, one PostgreSQL database, Redis at ${REDIS_URL}, one local S3 bucket; one instance publishes through Redis too`,
    };
  } finally {
    await drop();
  }
}

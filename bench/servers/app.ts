// The real application (buildApp with every plugin), listening on loopback for a benchmark.
// BENCH_DATABASE_URL selects PostgreSQL, else PGlite in BENCH_PGLITE_DIR. RATE_LIMIT is off:
// the global limiter would otherwise answer most benchmark requests with 429.
import { buildApp } from '../../src/server/app.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import { loadConfig } from '../../src/server/env.js';
import { createMailPort } from '../../src/server/platform/mail/index.js';
import { connectRedis } from '../../src/server/platform/redis/index.js';
import { signUpAndIn } from '../../src/server/testing/accounts.js';
import { TEST_ORIGIN } from '../../src/server/testing/create-test-app.js';
import { BENCH_AUTH_SECRET } from '../lib/chat-members.js';
import { reportReady } from './ready.js';

const {
  BENCH_DATABASE_URL,
  BENCH_PGLITE_DIR,
  BENCH_DATA_DIR,
  BENCH_SIGN_UP,
  BENCH_ADMIN,
  BENCH_REDIS_URL,
} = process.env;

const config = loadConfig({
  APP_URL: TEST_ORIGIN,
  AUTH_SECRET: BENCH_AUTH_SECRET,
  RATE_LIMIT: 'off',
  DATA_DIR: BENCH_DATA_DIR ?? '.data-bench',
  LOG_LEVEL: 'silent',
  // S3_*: files in that bucket (the files benchmark), else under BENCH_DATA_DIR/uploads.
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_'))),
});
const database = connectDatabase(
  BENCH_DATABASE_URL
    ? { kind: 'postgres', url: BENCH_DATABASE_URL }
    : { kind: 'pglite', dataDir: BENCH_PGLITE_DIR ?? 'memory' },
);
await database.migrate();
const mail = createMailPort(database.db, 'outbox');
// BENCH_REDIS_URL: realtime events fan out through Redis, as between instances in production.
const redis = BENCH_REDIS_URL ? connectRedis(BENCH_REDIS_URL) : undefined;
const app = await buildApp({ config, database, mail, redis });
await app.ready();

let cookie: string | undefined;
if (BENCH_SIGN_UP) {
  const testApp = { app, database, mail, config, close: async () => undefined };
  // BENCH_ADMIN: the account is an admin (the admin directory's benchmark signs in as one).
  ({ cookie } = await signUpAndIn(
    testApp,
    `bench-${Date.now()}@example.com`,
    'Bench Member',
    BENCH_ADMIN ? 'admin' : undefined,
  ));
}

await app.listen({ port: 0, host: '127.0.0.1' });
// The database is not closed on stop: requests the load generator left in flight would log
// "pool ended" errors, and the process exits right after anyway.
reportReady(app.server.address(), () => app.close().finally(() => redis?.disconnect()), cookie);

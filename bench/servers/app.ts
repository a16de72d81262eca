// The real application (buildApp with every plugin), listening on loopback for a benchmark.
// BENCH_DATABASE_URL selects PostgreSQL, else PGlite in BENCH_PGLITE_DIR. RATE_LIMIT is off:
// the global limiter would otherwise answer most benchmark requests with 429.
import { buildApp } from '../../src/server/app.js';
import { connectDatabase } from '../../src/server/db/connect.js';
import { loadConfig } from '../../src/server/env.js';
import { createMailPort } from '../../src/server/platform/mail/index.js';
import { signUpAndIn } from '../../src/server/testing/accounts.js';
import { TEST_ORIGIN } from '../../src/server/testing/create-test-app.js';
import { reportReady } from './ready.js';

const { BENCH_DATABASE_URL, BENCH_PGLITE_DIR, BENCH_DATA_DIR, BENCH_SIGN_UP } = process.env;

const config = loadConfig({
  APP_URL: TEST_ORIGIN,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
  RATE_LIMIT: 'off',
  DATA_DIR: BENCH_DATA_DIR ?? '.data-bench',
  LOG_LEVEL: 'silent',
});
const database = connectDatabase(
  BENCH_DATABASE_URL
    ? { kind: 'postgres', url: BENCH_DATABASE_URL }
    : { kind: 'pglite', dataDir: BENCH_PGLITE_DIR ?? 'memory' },
);
await database.migrate();
const mail = createMailPort(database.db, 'outbox');
const app = await buildApp({ config, database, mail });
await app.ready();

let cookie: string | undefined;
if (BENCH_SIGN_UP) {
  const testApp = { app, database, mail, config, close: async () => undefined };
  ({ cookie } = await signUpAndIn(testApp, `bench-${Date.now()}@example.com`, 'Bench Member'));
}

await app.listen({ port: 0, host: '127.0.0.1' });
// The database is not closed on stop: requests the load generator left in flight would log
// "pool ended" errors, and the process exits right after anyway.
reportReady(app.server.address(), () => app.close(), cookie);

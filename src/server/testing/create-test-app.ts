import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { buildApp, type App } from '../app.js';
import { connectDatabase, type Database, type Db } from '../db/connect.js';
import { TEST_VAPID } from './production-env.js';
import { loadConfig, type Config } from '../env.js';
import { createAiPort, type AiOptions } from '../platform/ai/index.js';
import { createMailPort, type MailPort } from '../platform/mail/index.js';
import type { PaymentsPort } from '../platform/payments/index.js';
import { testCall, type TestCall } from './call.js';
import { testStorageEnv } from './test-storage.js';
import { migratedSnapshot, migratedTemplate } from './migrated-snapshot.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: App;
  database: Database;
  mail: MailPort;
  config: Config;
  /** Requests an endpoint from its contract, as our own pages do (testing/call.ts). */
  call: TestCall;
  close(): Promise<void>;
}

/**
 * One database per test file: in-memory PGlite by default, or a fresh PostgreSQL database made
 * from TEST_DATABASE_URL (so the same suite runs on both engines).
 */
export async function testDatabase(poolSize = 5): Promise<{
  database: Database;
  name: string | null;
  /** The fresh database's URL, for a server process of its own (null on PGlite). */
  url: string | null;
  drop: () => Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl)
    return {
      database: connectDatabase({
        kind: 'pglite',
        dataDir: 'memory',
        startFrom: await migratedSnapshot(),
      }),
      name: null,
      url: null,
      drop: async () => undefined,
    };
  const name = `right_one_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await migratedTemplate(baseUrl)}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    database: connectDatabase({ kind: 'postgres', url: url.toString(), poolSize }),
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  /** Turns Fastify's logger on (off by default). */
  logger?: FastifyServerOptions['logger'];
  /** The payment provider, made once the test database exists (Stripe on a local server); else from the configuration. */
  payments?: (deps: { db: Db; config: Config }) => PaymentsPort;
  /** Timeouts for the model that AI_* configures (tests of a slow or stalled model). */
  ai?: AiOptions;
  /**
   * A DATA_DIR of its own, made under the system's temporary folder and removed on close: for
   * tests that store files (photos) and read them back (`t.config.dataDir`).
   */
  ownDataDir?: boolean;
}

/** `env` overrides the test configuration. */
export async function createTestApp(
  env: Record<string, string> = {},
  { logger, payments, ai, ownDataDir }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = ownDataDir ? await mkdtemp(path.join(tmpdir(), 'right-one-test-')) : null;
  const storageEnv = await testStorageEnv();
  const config = loadConfig({
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret!',
    // Given, so parallel test files never race to generate the pair into the shared DATA_DIR.
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    RATE_LIMIT: 'off',
    DATA_DIR: '.data-test',
    // The tests read mails the way `npm run dev` does.
    DEV_MAILBOX: 'on',
    ...(dataDir && { DATA_DIR: dataDir }),
    // TEST_S3=on: files go to the run's local S3 server instead of DATA_DIR/uploads.
    ...storageEnv,
    ...env,
  });
  const { database, drop } = await testDatabase();
  await database.migrate();
  const mail = createMailPort(database.db, 'outbox');
  const app = await buildApp({
    config,
    database,
    mail,
    logger,
    payments: payments?.({ db: database.db, config }),
    ai: ai && createAiPort(config.ai, ai),
    strictErrorCodes: true,
  });
  await app.ready();
  return {
    app,
    database,
    mail,
    config,
    call: testCall(app, config.appUrl),
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

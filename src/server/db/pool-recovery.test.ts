import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/create-test-app.js';
import type { Database } from './connect.js';

const baseUrl = process.env.TEST_DATABASE_URL;
const POOL = 4;

/** Rejects when the promise takes longer than `ms`: a request must never hang on the pool. */
const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`hung ${ms} ms`)), ms)),
  ]);

describe.skipIf(!baseUrl)('the PostgreSQL pool survives its connections being killed', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let name: string | null;
  let admin: pg.Client;
  beforeAll(async () => {
    ({ database, drop, name } = await testDatabase(POOL));
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await drop?.();
  });

  const transaction = () =>
    database.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.01)`));

  /** What a database restart does to us: every backend of our database is killed. */
  const killOurConnections = () =>
    admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      name,
    ]);

  it('fails the transactions caught in the cut, hangs none, and leaks no client', async () => {
    // Settled as they start, so a failure is awaited, never left unhandled.
    const batch = () =>
      Promise.allSettled(Array.from({ length: 12 }, () => within(8_000, transaction())));
    for (let round = 0; round < 6; round++) {
      const before = batch();
      await killOurConnections();
      // Started right after the kill: some get a client whose connection is already gone.
      const after = batch();
      for (const s of [...(await before), ...(await after)])
        if (s.status === 'rejected') expect(String(s.reason)).not.toMatch(/hung/);
    }
    // Recovered: twice the pool's size at once, each well inside the pool's 5 s connect wait.
    const recovered = await Promise.all(
      Array.from({ length: POOL * 2 }, () => within(3_000, transaction())),
    );
    expect(recovered).toHaveLength(POOL * 2);
  });
});

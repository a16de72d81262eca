import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/connect.js';
import { testDatabase } from './create-test-app.js';

/**
 * A migrated PostgreSQL database of the test file's own with two pooled connections, for tests
 * where a second transaction (a raw `pg` client on `url`) holds a row while the code under test
 * runs. PostgreSQL only: PGlite has one connection. Read the fields inside the tests.
 */
export function raceDatabase() {
  const handle = {} as { database: Database; url: string };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const made = await testDatabase(2);
    drop = made.drop;
    handle.database = made.database;
    handle.url = made.url!;
    await made.database.migrate();
  });
  afterAll(async () => {
    await handle.database?.close();
    await drop?.();
  });
  return handle;
}

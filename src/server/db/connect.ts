import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

/** The one database type every feature sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Run pending migrations (safe to call from several instances at once on PostgreSQL). */
  migrate(): Promise<void>;
  /** Answers once the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL: the pool's connections (all, idle, and requests waiting for one), so a test can
   * see that an outage leaves none checked out for good (docs/security-rules.md, rule 23).
   */
  poolCounts?(): PoolCounts;
  /** PGlite: its data directory as a tarball, for other in-memory databases to start from. */
  dump?(): Promise<Blob>;
}

export interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: 'memory' | (string & {});
      /** An in-memory database starts as this dump (tests: one migrated once, testing/). */
      startFrom?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant works; it only has to be the same for every instance of this app.
const MIGRATION_LOCK = 7_420_001;

export function connectDatabase(target: DatabaseTarget): Database {
  if (target.kind === 'postgres') return connectPostgres(target.url, target.poolSize ?? 10);
  return connectPglite(target.dataDir, target.startFrom);
}

function connectPglite(dataDir: 'memory' | (string & {}), startFrom?: Blob): Database {
  let client: PGlite;
  // pg_trgm: the admin directory's substring search uses trigram indexes, as on PostgreSQL.
  const options = { extensions: { pg_trgm } };
  if (dataDir === 'memory') client = new PGlite({ ...options, loadDataDir: startFrom });
  else {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    client = new PGlite(dataDir, options);
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

function connectPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // A dropped idle connection (database restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // A killed connection can emit 'error' more than once (the server's FATAL message, then the
  // closed socket), and pg-pool listens only while a client is idle or in its own query: a second
  // event on a checked-out client crashed a test process under load. Every query on it still
  // fails and the pool drops it; this listener only keeps the process alive.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const options = { schema, casing: 'snake_case' } as const;
  const db = drizzleNodePg(pool, options) as unknown as Db;
  db.transaction = poolTransaction(pool, (client) => drizzleNodePg(client, options));
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        client.release();
      }
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
    poolCounts: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
  };
}

/**
 * Transactions on PostgreSQL, each on a pool client of our own that always goes back. Drizzle's
 * own (node-postgres session) sends BEGIN outside its try, so a BEGIN that fails (the database
 * restarted under the pool) never releases its client; a few of those and the pool is dry and
 * every request waits. Here the client is released whatever happens, and destroyed instead when
 * its connection no longer answers, so the pool replaces it.
 */
function poolTransaction(pool: pg.Pool, makeDb: (client: pg.PoolClient) => Db) {
  // One drizzle instance per connection, made on its first transaction (making one is not free).
  const dbs = new WeakMap<pg.PoolClient, Db>();
  const dbFor = (client: pg.PoolClient) =>
    dbs.get(client) ?? dbs.set(client, makeDb(client)).get(client)!;

  return (async (transaction, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    // A connection that dies while checked out emits 'error' on the client, which the pool does
    // not listen to then: unheard, it would crash the process.
    const onError = (err: Error) => void (failure ??= err);
    client.on('error', onError);
    try {
      return await dbFor(client).transaction(transaction, config);
    } catch (err) {
      failure = err instanceof Error ? err : new Error(String(err));
      throw err;
    } finally {
      const broken = failure && !(await answers(client));
      client.off('error', onError);
      client.release(broken ? failure : undefined);
    }
  }) as Db['transaction'];
}

/** After a failed transaction: is this connection still usable (and out of any transaction)? */
const answers = (client: pg.PoolClient) =>
  client.query('select 1').then(
    () => true,
    () => false,
  );

import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { connectDatabase } from '../db/connect.js';

const migrations = fileURLToPath(new URL('../db/migrations', import.meta.url));
const pgliteVersion = (
  JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as {
    version: string;
  }
).version;

/** Changes whenever a migration or the PGlite version does. */
function migrationsHash() {
  const hash = createHash('sha256').update(pgliteVersion);
  const files = readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files.filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json')))
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * An empty database with every migration run, as a PGlite data directory. A new in-memory
 * PGlite takes 3-4 s (initdb, then the migrations); one started from this dump takes about 1 s,
 * and the server suite makes one per test file. Made once per set of migrations and kept under
 * node_modules/.cache; two workers that both make it write the same bytes, renamed into place.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const file = path.resolve('node_modules/.cache/right-one-pglite', `${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const seed = connectDatabase({ kind: 'pglite', dataDir: 'memory' });
  await seed.migrate();
  const dump = await seed.dump!();
  await seed.close();
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** Whoever makes the template holds this lock; the others wait, then find it made. */
const TEMPLATE_LOCK = 7_420_002;

/**
 * The same on PostgreSQL: a database with every migration run, for `CREATE DATABASE ... TEMPLATE`
 * (a copy of files, instead of 20 migrations per test file). Named by the migrations' hash, so
 * a changed migration makes a new one and the stale ones are dropped.
 */
export async function migratedTemplate(baseUrl: string): Promise<string> {
  const name = `right_one_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'right_one_template_%'",
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      const template = connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
      await template.migrate();
      await template.close();
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

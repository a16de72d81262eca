// A fresh PostgreSQL database on the TEST_DATABASE_URL server for one run of the journeys,
// named after the running process: one left by a crashed run of the same pid is dropped first.
import pg from 'pg';

/** One statement on the server (CREATE/DROP DATABASE cannot share a query). */
async function onServer(serverUrl, sql) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates `right_one_<label>_<pid>`; answers its URL and `drop()` (which never throws). */
export async function createTestDatabase(serverUrl, label) {
  const name = `right_one_${label}_${process.pid}`;
  const drop = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await drop();
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      drop().catch((error) =>
        console.error(`could not drop the database ${name}: ${error.message}`),
      ),
  };
}

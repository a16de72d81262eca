import { test } from '@playwright/test';
import pg from 'pg';

/**
 * Direct database access for journeys that must move time-dependent data (upgraded_at) instead
 * of the clock. scripts/e2e.mjs sets E2E_DATABASE_URL when it runs the server on PostgreSQL
 * (TEST_DATABASE_URL); on the embedded PGlite no second process can open the database.
 */
const databaseUrl = process.env.E2E_DATABASE_URL;

/** Call first in a journey that needs the database: skips it locally without one, fails under CI. */
export function requireDatabase() {
  const message =
    'This journey changes the database directly and needs PostgreSQL: run it with ' +
    'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node scripts/e2e.mjs';
  if (databaseUrl) return;
  if (process.env.CI === 'true') throw new Error(`CI=true: ${message}`);
  console.warn(`SKIPPED ${test.info().title}: ${message}`);
  test.skip(true, message);
}

async function run(sql: string, params: unknown[]): Promise<number> {
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set (call requireDatabase() first).');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(sql, params);
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

async function updateProfile(email: string, sql: string, params: unknown[]) {
  const changed = await run(sql, [email.toLowerCase(), ...params]);
  if (changed !== 1) throw new Error(`No profile for ${email} (${changed} rows changed).`);
}

/** Premium since `hoursAgo` hours: plan 'Premium' and upgraded_at = now() - interval. */
export const makePremium = (email: string, hoursAgo: number) =>
  updateProfile(
    email,
    `UPDATE profiles SET plan = 'Premium', upgraded_at = now() - make_interval(hours => $2::int),
       updated_at = now() WHERE email = $1`,
    [hoursAgo],
  );

/** Moves upgraded_at only, as if the member had upgraded `hoursAgo` hours ago. */
export const setUpgradedHoursAgo = (email: string, hoursAgo: number) =>
  updateProfile(
    email,
    `UPDATE profiles SET upgraded_at = now() - make_interval(hours => $2::int) WHERE email = $1`,
    [hoursAgo],
  );

/** matches_count: -1 locked (no plan), 0 exhausted, otherwise credits left. */
export const setMatchesCount = (email: string, count: number) =>
  updateProfile(email, `UPDATE profiles SET matches_count = $2::int WHERE email = $1`, [count]);

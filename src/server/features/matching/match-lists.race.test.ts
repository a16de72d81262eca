import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { matchedUsers, user } from '#server/db/schema.js';
import { raceDatabase } from '#server/testing/race-database.js';
import { upsertPairs } from './match-lists.js';

// Needs two connections at once, so PostgreSQL only (PGlite has one).
describe.skipIf(!process.env.TEST_DATABASE_URL)('a pair written while a member is deleted', () => {
  const race = raceDatabase();

  it('leaves the pair out once the deletion commits, instead of failing the write', async () => {
    await race.database.db.insert(user).values([
      { id: 'stays', name: 'Stays', email: 'stays@example.com' },
      { id: 'leaves', name: 'Leaves', email: 'leaves@example.com' },
    ]);
    // The deletion has begun (the row is locked, not yet gone) when the matcher writes the pair.
    const deleter = new pg.Client({ connectionString: race.url });
    await deleter.connect();
    await deleter.query('BEGIN');
    await deleter.query(`DELETE FROM "user" WHERE id = 'leaves'`);
    const writing = upsertPairs(race.database.db, [
      { userId: 'stays', matchedUserId: 'leaves', score: 80, reasons: [] },
    ]);
    await new Promise((r) => setTimeout(r, 300));
    await deleter.query('COMMIT');
    await deleter.end();

    await expect(writing).resolves.toBeUndefined();
    const rows = await race.database.db
      .select()
      .from(matchedUsers)
      .where(eq(matchedUsers.userId, 'stays'));
    expect(rows).toEqual([]);
  });
});

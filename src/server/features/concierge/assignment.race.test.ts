import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { conciergeAssignments, mailOutbox, user } from '#server/db/schema.js';
import { raceDatabase } from '#server/testing/race-database.js';
import { createMailPort } from '#server/platform/mail/index.js';
import { assignOnPurchase } from './assignment.js';

// Needs two connections at once, so PostgreSQL only (PGlite has one).
describe.skipIf(!process.env.TEST_DATABASE_URL)('a purchase while a share-out runs', () => {
  const race = raceDatabase();

  it('keeps the concierge stored first and mails the member once', async () => {
    await race.database.db.insert(user).values([
      { id: 'buyer', name: 'Bea Buyer', email: 'bea@example.com' },
      { id: 'clara', name: 'Clara Care', email: 'clara@example.com', role: 'concierge' },
      { id: 'sam', name: 'Sam Second', email: 'sam@example.com', role: 'concierge' },
    ]);
    // Another transaction has given Bea to Sam and not committed yet when her purchase, which
    // does not see that row, picks Clara (the least loaded).
    const other = new pg.Client({ connectionString: race.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query(
      `INSERT INTO concierge_assignments (member_id, concierge_id) VALUES ('buyer', 'sam')`,
    );
    const deps = { mail: createMailPort(race.database.db, 'outbox'), appUrl: 'http://localhost' };
    const purchase = race.database.db.transaction((tx) => assignOnPurchase(tx, deps, 'buyer'));
    await new Promise((r) => setTimeout(r, 300));
    await other.query('COMMIT');
    await other.end();

    await expect(purchase).resolves.toBeUndefined();
    const [row] = await race.database.db
      .select()
      .from(conciergeAssignments)
      .where(eq(conciergeAssignments.memberId, 'buyer'));
    expect(row?.conciergeId).toBe('sam');
    // The other transaction's own mail is its to send; this one sent none.
    expect(await race.database.db.select().from(mailOutbox)).toEqual([]);
  });
});

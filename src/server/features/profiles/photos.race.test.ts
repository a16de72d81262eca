import { eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { profilePhotos, user } from '#server/db/schema.js';
import type { StoragePort } from '#server/platform/storage/index.js';
import { plainPng } from '#server/testing/avatars.js';
import { raceDatabase } from '#server/testing/race-database.js';
import { addPhoto } from './photos-service.js';

/** Files kept in memory: what was stored and what was deleted again. */
function memoryStorage() {
  const files = new Map<string, Buffer>();
  const storage: StoragePort = {
    put: async (key, data) => void files.set(key, data),
    get: async (key) => {
      const data = files.get(key);
      return data ? { data, contentType: 'image/webp' } : null;
    },
    delete: async (key) => void files.delete(key),
  };
  return { storage, files };
}

// Two adds at five photos (two tabs) must never give seven. Needs two connections at once, so
// PostgreSQL only (PGlite has one, and runs transactions one after the other anyway).
describe.skipIf(!process.env.TEST_DATABASE_URL)('adding a sixth photo from two tabs', () => {
  const race = raceDatabase();

  it('waits for the other add to commit, then refuses, leaving no file behind', async () => {
    const { db } = race.database;
    await db.insert(user).values({ id: 'noor', name: 'Noor', email: 'noor@example.com' });
    await db.insert(profilePhotos).values(
      [0, 1, 2, 3, 4].map((position) => ({
        userId: 'noor',
        position,
        url: `/api/files/avatars/p${position}.webp`,
        blurredUrl: `/api/files/avatars/b${position}.webp`,
      })),
    );
    // The other tab's add has taken the lock and written the sixth photo, not committed yet.
    const other = new pg.Client({ connectionString: race.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query(`SELECT 1 FROM profiles WHERE id = 'noor' FOR UPDATE`);
    await other.query(
      `INSERT INTO profile_photos (user_id, position, url) VALUES ('noor', 5, '/api/files/avatars/p5.webp')`,
    );
    const { storage, files } = memoryStorage();
    const log = pino({ level: 'silent' });
    const adding = addPhoto({ db, storage, log }, 'noor', await plainPng('#b0476b'));
    const settled = adding.then(
      () => 'added',
      (err: { code?: string }) => err.code,
    );
    await new Promise((r) => setTimeout(r, 500));
    await other.query('COMMIT');
    await other.end();

    expect(await settled).toBe('TOO_MANY_PHOTOS');
    const rows = await db.select().from(profilePhotos).where(eq(profilePhotos.userId, 'noor'));
    expect(rows).toHaveLength(6);
    // Its two files were stored before the transaction, and deleted when it was refused.
    expect(files.size).toBe(0);
  });
});

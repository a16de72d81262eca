import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import { storedFileDeletions } from '#server/db/schema.js';
import { startPeriodicJob } from '../jobs/periodic.js';
import type { StoragePort } from './port.js';

// Soon after a blip, then hourly for a longer outage; never given up.
const DELAYS_MS = [30_000, 120_000, 600_000, 1_800_000, 3_600_000];
const delayAfter = (attempts: number) =>
  DELAYS_MS[Math.min(Math.max(attempts, 1), DELAYS_MS.length) - 1]!;

/**
 * Records files to delete, in the caller's transaction: when the rows that pointed at them
 * commit away, the deletes are owed, whatever happens to this process next.
 */
export async function queueFileDeletions(tx: Db, keys: readonly string[]) {
  if (!keys.length) return;
  await tx
    .insert(storedFileDeletions)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

type Log = { warn(obj: object, msg: string): void };

/**
 * Deletes queued files from the store: `keys` (right after the commit that queued them) or every
 * one that is due (the retry job). A delete the store confirmed leaves the queue; a failed one
 * stays, with its next try scheduled. Deleting twice is harmless (S3 and the disk both answer
 * success for a missing object), so two instances may run this at once.
 */
export async function deleteQueuedFiles(
  db: Db,
  storage: StoragePort,
  log: Log,
  {
    keys,
    now = new Date(),
    limit = 200,
  }: { keys?: readonly string[]; now?: Date; limit?: number } = {},
) {
  if (keys && !keys.length) return { deleted: 0, failed: 0 };
  const due = await db
    .select()
    .from(storedFileDeletions)
    .where(
      keys
        ? inArray(storedFileDeletions.key, [...keys])
        : lte(storedFileDeletions.nextAttemptAt, now),
    )
    .orderBy(asc(storedFileDeletions.nextAttemptAt))
    .limit(limit);
  let failed = 0;
  for (const row of due) {
    try {
      await storage.delete(row.key);
      await db.delete(storedFileDeletions).where(eq(storedFileDeletions.key, row.key));
    } catch (err) {
      failed += 1;
      log.warn({ err, key: row.key }, 'could not delete a stored file; it will be retried');
      await db
        .update(storedFileDeletions)
        .set({
          attempts: sql`${storedFileDeletions.attempts} + 1`,
          lastError: String(err instanceof Error ? err.message : err).slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + delayAfter(row.attempts + 1)),
        })
        .where(eq(storedFileDeletions.key, row.key));
    }
  }
  return { deleted: due.length - failed, failed };
}

/** Every minute (first a minute after start), the queued deletes that are due. Returns `stop`. */
export const startFileDeletionJob = (
  db: Db,
  storage: StoragePort,
  log: Log & { error(obj: object, msg: string): void },
) =>
  startPeriodicJob({
    name: 'stored file deletions',
    run: () => deleteQueuedFiles(db, storage, log),
    log,
    intervalMs: 60_000,
    firstRunMs: 60_000,
  });

import path from 'node:path';
import type { Db } from '#server/db/connect.js';
import { queueFileDeletions } from './deletion-outbox.js';
import { createDiskStorage } from './disk.js';
import type { StoragePort } from './port.js';
import { createS3Storage, type S3Settings } from './s3.js';

export * from './port.js';
export type { S3Settings } from './s3.js';
export { deleteQueuedFiles, queueFileDeletions, startFileDeletionJob } from './deletion-outbox.js';

/** The store chosen from the configuration: the S3_* bucket, else files under DATA_DIR/uploads. */
export function createStoragePort({
  dataDir,
  s3,
}: {
  dataDir: string;
  s3?: S3Settings | undefined;
}): StoragePort {
  return s3 ? createS3Storage(s3) : createDiskStorage(path.join(dataDir, 'uploads'));
}

/** What deleting stored files needs: the store, and the database that remembers failed deletes. */
export interface FileDeleting {
  db: Db;
  storage: StoragePort;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Removes stored files whose rows are already gone. Never throws: a delete the store refuses is
 * queued (stored_file_deletions) and retried by the deletion job until it succeeds.
 */
export async function deleteStoredFiles(
  { db, storage, log }: FileDeleting,
  keys: readonly string[],
) {
  const failed: string[] = [];
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err: unknown) => {
        log.warn({ err, key }, 'could not delete a stored file; queued for a retry');
        failed.push(key);
      }),
    ),
  );
  await queueFileDeletions(db, failed).catch((err: unknown) =>
    log.error({ err, keys: failed }, 'could not queue stored files for deletion'),
  );
}

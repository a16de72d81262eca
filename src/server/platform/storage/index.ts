import path from 'node:path';
import { createDiskStorage } from './disk.js';
import type { StoragePort } from './port.js';
import { createS3Storage, type S3Settings } from './s3.js';

export * from './port.js';
export type { S3Settings } from './s3.js';

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

/** Removes stored files; a failure only leaves an orphaned file behind, so it is logged, not thrown. */
export async function deleteStoredFiles(
  storage: StoragePort,
  keys: readonly string[],
  log: { warn(obj: object, msg: string): void },
) {
  await Promise.all(
    keys.map((key) =>
      storage
        .delete(key)
        .catch((err: unknown) => log.warn({ err, key }, 'could not delete a file')),
    ),
  );
}

import path from 'node:path';
import { createDiskStorage } from './disk.js';
import type { StoragePort } from './port.js';

export * from './port.js';

/** The store chosen from the configuration: files under DATA_DIR/uploads (S3 is planned). */
export function createStoragePort({ dataDir }: { dataDir: string }): StoragePort {
  return createDiskStorage(path.join(dataDir, 'uploads'));
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

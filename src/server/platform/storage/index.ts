import path from 'node:path';
import { createDiskStorage } from './disk.js';
import type { StoragePort } from './port.js';

export * from './port.js';

/** The store chosen from the configuration: files under DATA_DIR/uploads (S3 is planned). */
export function createStoragePort({ dataDir }: { dataDir: string }): StoragePort {
  return createDiskStorage(path.join(dataDir, 'uploads'));
}

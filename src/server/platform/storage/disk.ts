import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isObjectKey, type StoragePort } from './port.js';

// The disk keeps no metadata beside the bytes, so the type follows the key's extension.
const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Objects as files under `root` (DATA_DIR/uploads): "avatars/x.webp" is root/avatars/x.webp. */
export function createDiskStorage(root: string): StoragePort {
  const resolvedRoot = path.resolve(root);

  function fileOf(key: string): string {
    const file = path.resolve(resolvedRoot, key);
    // The key pattern already rules out "..", this keeps the promise if the pattern ever widens.
    if (!isObjectKey(key) || !file.startsWith(resolvedRoot + path.sep))
      throw new Error(`Invalid storage key: ${key}`);
    return file;
  }

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside, then rename: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key) {
      if (!isObjectKey(key)) return null;
      try {
        const data = await readFile(fileOf(key));
        return {
          data,
          contentType: TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

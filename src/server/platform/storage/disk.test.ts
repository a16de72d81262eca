import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storagePortContract } from '#server/testing/storage-contract.js';
import { createStoragePort, isObjectKey, randomObjectName, type StoragePort } from './index.js';

let dataDir: string;
let storage: StoragePort;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  storage = createStoragePort({ dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

storagePortContract('the disk', () => storage);

describe('the disk storage adapter', () => {
  it('keeps an object as a file under DATA_DIR/uploads, never half-written', async () => {
    const key = `avatars/${randomObjectName('webp')}`;
    await storage.put(key, Buffer.from('first, longer'), 'image/webp');
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    expect(await readdir(path.join(dataDir, 'uploads', 'avatars'))).toContain(key.split('/')[1]);
    expect(await readdir(path.join(dataDir, 'uploads', 'avatars'))).not.toContainEqual(
      expect.stringContaining('.partial'),
    );
  });

  it('makes names that do not repeat and carry no path characters', () => {
    const names = new Set(Array.from({ length: 1000 }, () => randomObjectName('webp')));
    expect(names.size).toBe(1000);
    for (const name of names) expect(isObjectKey(`avatars/${name}`)).toBe(true);
  });
});

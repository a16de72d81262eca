import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoragePort, isObjectKey, randomObjectName, type StoragePort } from './index.js';

let dataDir: string;
let storage: StoragePort;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
  storage = createStoragePort({ dataDir });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the disk storage adapter', () => {
  it('puts, gets and deletes an object under DATA_DIR/uploads', async () => {
    const key = `avatars/${randomObjectName('webp')}`;
    await storage.put(key, Buffer.from('bytes'), 'image/webp');
    expect(await readdir(path.join(dataDir, 'uploads', 'avatars'))).toEqual([key.split('/')[1]]);
    expect(await storage.get(key)).toEqual({
      data: Buffer.from('bytes'),
      contentType: 'image/webp',
    });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('replaces an object whole when the same key is put again', async () => {
    const key = `avatars/${randomObjectName('png')}`;
    await storage.put(key, Buffer.from('first, longer'), 'image/png');
    await storage.put(key, Buffer.from('second'), 'image/png');
    expect((await storage.get(key))?.data.toString()).toBe('second');
    expect(await readdir(path.join(dataDir, 'uploads', 'avatars'))).not.toContainEqual(
      expect.stringContaining('.partial'),
    );
  });

  it.each([
    '../auth-secret',
    'avatars/../../auth-secret',
    'avatars/a/b.webp',
    '/etc/passwd',
    'avatars/.webp',
    'avatars/x.webp/',
    'Avatars/x.webp',
    'avatars/x',
    'avatars/x%2e.webp',
  ])('refuses the key %s', async (key) => {
    expect(isObjectKey(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
    await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
  });

  it('makes names that do not repeat and carry no path characters', () => {
    const names = new Set(Array.from({ length: 1000 }, () => randomObjectName('webp')));
    expect(names.size).toBe(1000);
    for (const name of names) expect(isObjectKey(`avatars/${name}`)).toBe(true);
  });
});

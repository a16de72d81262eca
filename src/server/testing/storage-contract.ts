import { describe, expect, it } from 'vitest';
import { isObjectKey, randomObjectName, type StoragePort } from '../platform/storage/index.js';

/** What every storage adapter promises (platform/storage/port.ts), run against one of them. */
export function storagePortContract(name: string, storage: () => StoragePort) {
  describe(`${name}: the storage port's promises`, () => {
    it('puts, gets and deletes an object, with its content type', async () => {
      const key = `avatars/${randomObjectName('webp')}`;
      await storage().put(key, Buffer.from('bytes'), 'image/webp');
      expect(await storage().get(key)).toEqual({
        data: Buffer.from('bytes'),
        contentType: 'image/webp',
      });
      await storage().delete(key);
      expect(await storage().get(key)).toBeNull();
      await expect(storage().delete(key)).resolves.toBeUndefined();
    });

    it('replaces an object whole when the same key is put again', async () => {
      const key = `avatars/${randomObjectName('png')}`;
      await storage().put(key, Buffer.from('first, longer'), 'image/png');
      await storage().put(key, Buffer.from('second'), 'image/png');
      expect((await storage().get(key))?.data.toString()).toBe('second');
    });

    it('answers null for a key that was never stored', async () => {
      expect(await storage().get(`exports/${randomObjectName('zip')}`)).toBeNull();
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
      expect(await storage().get(key)).toBeNull();
      await expect(storage().put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage().delete(key)).rejects.toThrow('Invalid storage key');
    });
  });
}

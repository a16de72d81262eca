import { describe, expect, it } from 'vitest';
import { closedPortUrl } from '#server/testing/closed-port.js';
import { storagePortContract } from '#server/testing/storage-contract.js';
import { localS3Settings } from '#server/testing/test-storage.js';
import { randomObjectName, StorageUnavailableError } from './index.js';
import { createS3Storage } from './s3.js';

// Against the run's local S3 server (scripts/vitest-s3.mjs), which signs and checks like S3.
const storage = createS3Storage(localS3Settings());

storagePortContract('an S3 bucket', () => storage);

describe('the S3 storage adapter', () => {
  it('stores in the bucket itself: another instance reads what this one put', async () => {
    const key = `avatars/${randomObjectName('webp')}`;
    await storage.put(key, Buffer.from('shared'), 'image/webp');
    const other = createS3Storage(localS3Settings());
    expect((await other.get(key))?.data.toString()).toBe('shared');
    other.close();
  });

  it('turns a store that does not answer into StorageUnavailableError', async () => {
    const down = createS3Storage({ ...localS3Settings(), endpoint: await closedPortUrl() });
    const key = `avatars/${randomObjectName('webp')}`;
    await expect(down.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(down.get(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(down.delete(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    down.close();
  });

  it('turns refused credentials into StorageUnavailableError, not a missing object', async () => {
    const wrong = createS3Storage({ ...localS3Settings(), secretAccessKey: 'not-the-secret' });
    const key = `avatars/${randomObjectName('webp')}`;
    await storage.put(key, Buffer.from('kept'), 'image/webp');
    await expect(wrong.get(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(wrong.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    expect((await storage.get(key))?.data.toString()).toBe('kept');
    wrong.close();
  });
});

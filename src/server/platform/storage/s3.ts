import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isObjectKey, StorageUnavailableError, type StoragePort } from './port.js';

/** Where the bucket is and how to sign in to it (S3_* in env.ts). */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, Ceph, most self-hosted stores) instead of in the host name. */
  forcePathStyle: boolean;
}

const checked = (key: string) => {
  if (!isObjectKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
};

// "No such object" is an answer, not a failure: a 404 whatever the store calls it.
const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3-compatible bucket (AWS, MinIO, Cloudflare R2, Backblaze B2, Ceph), under the
 * same keys as on disk. A PUT is atomic on every S3 store, so a reader never sees half an object.
 * Every failure of the store becomes StorageUnavailableError; the SDK has already retried it.
 */
export function createS3Storage(settings: S3Settings): StoragePort & { close(): void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // A store that hangs must not hold a member's request for minutes: a few seconds to connect,
    // and the SDK's three tries, then the route answers 503.
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const Bucket = settings.bucket;

  async function call<T>(operation: 'put' | 'get' | 'delete', run: () => Promise<T>) {
    try {
      return await run();
    } catch (err) {
      throw new StorageUnavailableError(operation, { cause: err });
    }
  }

  return {
    async put(key, data, contentType) {
      const Key = checked(key);
      await call('put', () =>
        client.send(new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentType })),
      );
    },
    async get(key) {
      if (!isObjectKey(key)) return null;
      return call('get', async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
          const bytes = await object.Body!.transformToByteArray();
          return {
            data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            contentType: object.ContentType ?? 'application/octet-stream',
          };
        } catch (err) {
          if (isMissing(err)) return null;
          throw err;
        }
      });
    },
    async delete(key) {
      const Key = checked(key);
      // S3 answers 204 for a key that is already gone, so a repeated delete is not an error.
      await call('delete', () => client.send(new DeleteObjectCommand({ Bucket, Key })));
    },
    close: () => client.destroy(),
  };
}

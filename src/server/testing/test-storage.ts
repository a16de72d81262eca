import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import type { Config } from '../env.js';
import type { S3Settings } from '../platform/storage/index.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The S3_* settings of the run's local S3 server (scripts/vitest-s3.mjs). */
    s3: Record<string, string>;
  }
}

/** The run's local S3 server, as S3_* settings (for loadConfig or a server process). */
export const localS3Env = (): Record<string, string> => inject('s3');

/** The run's local S3 server, as the adapter takes it. */
export function localS3Settings(): S3Settings {
  const env = localS3Env();
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: true,
  };
}

/**
 * TEST_S3=on (the PostgreSQL run of `npm test`): the test app stores its files in a bucket of its
 * own on the run's local S3 server, so the server suite runs against a store that speaks S3 and a
 * test can list what its app stored. Otherwise nothing: the disk.
 */
export const testStorageEnv = async (): Promise<Record<string, string>> =>
  process.env.TEST_S3 === 'on' ? freshBucketEnv() : {};

/** S3_* settings for a new, empty bucket on the run's local S3 server. */
export async function freshBucketEnv(): Promise<Record<string, string>> {
  const bucket = `test-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  // s3rver refuses the SDK's signature on bucket-level calls (object calls are fine) and takes
  // an anonymous one: the bucket is test scaffolding, the app's own calls are all signed.
  const made = await fetch(`${localS3Env().S3_ENDPOINT}/${bucket}`, { method: 'PUT' });
  if (!made.ok) throw new Error(`could not make the test bucket: ${made.status}`);
  return { ...localS3Env(), S3_BUCKET: bucket };
}

/** The names a test app has stored in one folder ("avatars"), on its disk or in its bucket. */
export async function storedNames(config: Config, folder: string): Promise<string[]> {
  if (!config.s3)
    return (await readdir(path.join(config.dataDir, 'uploads', folder)).catch(() => [])).sort();
  // Anonymous, as the bucket is made: s3rver misreads the SDK's signature on bucket-level calls.
  const listing = await fetch(`${config.s3.endpoint}/${config.s3.bucket}?prefix=${folder}/`);
  if (!listing.ok) throw new Error(`could not list the test bucket: ${listing.status}`);
  const keys = [...(await listing.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!);
  return keys.map((key) => key.slice(folder.length + 1)).sort();
}

import { inject } from 'vitest';
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
 * TEST_S3=on (the PostgreSQL run of `npm test`): the test apps store their files in the local
 * bucket, so the server suite runs against a store that speaks S3. Otherwise: the disk.
 */
export const testStorageEnv = (): Record<string, string> =>
  process.env.TEST_S3 === 'on' ? localS3Env() : {};

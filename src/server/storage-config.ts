import { z } from 'zod';
import type { S3Settings } from './platform/storage/s3.js';

/** The S3_* settings (env.ts spreads these into its schema). */
export const s3EnvSchema = {
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** MinIO, Ceph and most self-hosted stores want the bucket in the path, not the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('off'),
};

type S3Env = z.infer<z.ZodObject<typeof s3EnvSchema>>;

const REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The bucket, when the S3_* settings name one; none of them means files stay on the disk. Half a
 * bucket is refused (one line naming what is missing) rather than quietly falling back to the
 * disk, where a second instance would not find the files.
 */
export function s3Settings(e: S3Env): { s3: S3Settings | undefined; problems: string[] } {
  const missing = REQUIRED.filter((name) => !e[name]);
  if (missing.length === REQUIRED.length) return { s3: undefined, problems: [] };
  if (missing.length)
    return {
      s3: undefined,
      problems: [
        `object storage needs ${REQUIRED.join(', ')} together; missing: ${missing.join(', ')}`,
      ],
    };
  return {
    s3: {
      endpoint: e.S3_ENDPOINT!,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'on',
    },
    problems: [],
  };
}

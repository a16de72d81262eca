// Types of scripts/s3-server.mjs, for the TypeScript that imports it (bench/).
export interface LocalS3Server {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  port: number;
  /** S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
  env: Record<string, string>;
  stop(): Promise<void>;
}
export function startS3Server(options?: { port?: number; bucket?: string }): Promise<LocalS3Server>;
export function testS3Env(s3: LocalS3Server): Record<string, string>;

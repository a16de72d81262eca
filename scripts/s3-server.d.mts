// Types for the benchmarks (TypeScript) that start the local S3 server (s3-server.mjs).
export interface S3Server {
  endpoint: string;
  bucket: string;
  port: number;
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function startS3Server(options?: { port?: number; bucket?: string }): Promise<S3Server>;

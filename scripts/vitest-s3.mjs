// Vitest's global setup: one local S3 server for the whole run (scripts/s3-server.mjs), its
// S3_* settings handed to the test files as inject('s3'). The S3 adapter's own tests always use
// it; with TEST_S3=on every server test stores its files there (src/server/testing/test-storage.ts).
import { startS3Server } from './s3-server.mjs';

export default async function setup({ provide }) {
  const s3 = await startS3Server();
  provide('s3', s3.env);
  return () => s3.stop();
}

// A local S3-speaking server (s3rver, decision 0044) with one bucket, for the tests, the
// benchmarks and the journeys. From Node:
//   const s3 = await startS3Server({ port: 0 });  // { endpoint, bucket, region, accessKeyId,
//   ...                                            //   secretAccessKey, env, stop }
//   await s3.stop();
// From a shell, it runs a command with the S3_* and TEST_S3_* settings pointing at it, then stops:
//   node scripts/s3-server.mjs -- npx vitest run src/server
// or, with no command, serves until Ctrl-C and prints the settings.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from '@20minutes/s3rver';

// s3rver knows one account; requests signed with anything else are refused, as S3 would.
const ACCESS_KEY = 'S3RVER';

/**
 * Starts the server on 127.0.0.1 (`port` 0: any free one) with `bucket` made, its objects in a
 * fresh temporary folder that `stop` removes.
 */
export async function startS3Server({ port = 0, bucket = 'right-one-test' } = {}) {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-server-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // Path-style only: the bucket is in the path, as with MinIO (S3_FORCE_PATH_STYLE=on).
    vhostBuckets: false,
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings = {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
  };
  return {
    ...settings,
    port: address.port,
    /** The server's S3_* settings, for a production server or `loadConfig`. */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'on',
    },
    async stop() {
      await server.close().catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The settings the test suite reads (src/server/testing/test-storage.ts). */
export const testS3Env = (s3) =>
  Object.fromEntries(Object.entries(s3.env).map(([name, value]) => [`TEST_${name}`, value]));

async function cli(argv) {
  const dash = argv.indexOf('--');
  const command = dash === -1 ? [] : argv.slice(dash + 1);
  const port = Number(argv.find((a) => /^--port=\d+$/.test(a))?.slice(7) ?? 0);
  const s3 = await startS3Server({ port });
  const env = { ...s3.env, ...testS3Env(s3) };
  if (!command.length) {
    console.log(`S3 server at ${s3.endpoint}, bucket ${s3.bucket}. Settings:`);
    for (const [name, value] of Object.entries(s3.env)) console.log(`${name}=${value}`);
    process.on('SIGINT', () => void s3.stop().then(() => process.exit(0)));
    process.on('SIGTERM', () => void s3.stop().then(() => process.exit(0)));
    return;
  }
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    void s3.stop().then(() => process.exit(code ?? (signal ? 1 : 0)));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await cli(process.argv.slice(2));

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startS3Server } from '../scripts/s3-server.mjs';
import { TEST_ORIGIN } from '../src/server/testing/create-test-app.js';
import { describeLoad, measurePair, startServer, withServers } from './lib/load.js';
import type { BenchResult } from './lib/report.js';

/** Uploads a detailed photo as the server's signed-in member; answers its clear file's URL. */
async function photoUrl(port: number, cookie: string) {
  const pixels = Buffer.alloc(640 * 640 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  const png = await sharp(pixels, { raw: { width: 640, height: 640, channels: 3 } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`http://127.0.0.1:${port}/api/profile/avatar`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: TEST_ORIGIN },
  });
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { avatarUrl } = (await res.json()) as { avatarUrl: string };
  const file = await fetch(`http://127.0.0.1:${port}${avatarUrl}`, { headers: { cookie } });
  return { url: avatarUrl, kb: Math.round((await file.arrayBuffer()).byteLength / 1024) };
}

/**
 * A member's own photo served from an S3 bucket (a local s3rver, decision 0044) against the same
 * served from the disk, by two app processes in the same run, in alternating rounds. Reported,
 * not budgeted: the local S3 server is a Node stand-in, so the figure is the relay's cost plus
 * its own, an upper bound for a real store on the same machine.
 */
export async function benchFiles(): Promise<BenchResult> {
  const s3 = await startS3Server();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-files-'));
  try {
    const servers = [
      startServer('app.ts', { BENCH_SIGN_UP: '1', BENCH_DATA_DIR: dataDir }),
      startServer('app.ts', { BENCH_SIGN_UP: '1', BENCH_DATA_DIR: dataDir, ...s3.env }),
    ];
    return await withServers(servers, async ([disk, bucket]) => {
      const [onDisk, inBucket] = [
        await photoUrl(disk!.port, disk!.cookie!),
        await photoUrl(bucket!.port, bucket!.cookie!),
      ];
      const target = (port: number, url: string, cookie: string) => ({
        url: `http://127.0.0.1:${port}${url}`,
        headers: { cookie },
      });
      const { baseline, candidate, ratio } = await measurePair(
        target(disk!.port, onDisk.url, disk!.cookie!),
        target(bucket!.port, inBucket.url, bucket!.cookie!),
      );
      return {
        name: `a member's photo (${inBucket.kb} KB WebP) served from an S3 bucket`,
        figure: describeLoad(candidate),
        baseline: `the same from the disk: ${describeLoad(baseline)}`,
        ratio,
        ratioLabel: 'req/s, bucket / disk',
        note: 'the access check and headers are the same on both; the bucket is a local s3rver (scripts/s3-server.mjs) on this machine, so the network to a real store is not in it',
      };
    });
  } finally {
    await s3.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

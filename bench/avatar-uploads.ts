import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { TEST_ORIGIN } from '../src/server/testing/create-test-app.js';
import { startServer, withServers } from './lib/load.js';
import { megabytes, peakGrowth } from './lib/memory.js';
import type { BenchResult } from './lib/report.js';

const PARALLEL = 4;
/** Four uploads at once may hold at most this many times what one upload alone holds. */
const BUDGET_RATIO = 2.5;
/** The allocator setting sharp advises on glibc, so that memory freed by one decode serves the next. */
const TWO_ARENAS = { MALLOC_ARENA_MAX: '2' };

/**
 * An RGBA PNG of `width` x `height` that compresses to a few hundred KB (bands of colour), so the
 * upload is small and only its decoding costs memory. An RGBA PNG is the costliest upload taken:
 * unlike JPEG and WebP, libvips cannot decode it at a reduced size (avatar-limits.ts).
 */
async function bandedPng(width: number, height: number) {
  const row = Buffer.alloc(width * 4);
  for (let x = 0; x < width * 4; x++) row[x] = ((x >> 2) >> 6) % 2 ? 200 : 40;
  const pixels = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(pixels, y * row.length);
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function upload(port: number, cookie: string, png: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`http://127.0.0.1:${port}/api/profile/avatar`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: TEST_ORIGIN },
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The peak growth of a fresh app process's resident memory while `count` uploads of `png` run
 * at once, after one small upload has loaded sharp and the routes. Answers it with the statuses.
 */
async function uploadGrowth(png: Buffer, count: number, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-avatars-'));
  try {
    const server = startServer('app.ts', { BENCH_SIGN_UP: '1', BENCH_DATA_DIR: dataDir, ...env });
    return await withServers([server], async ([s]) => {
      const cookie = s!.cookie ?? '';
      await upload(s!.port, cookie, await bandedPng(256, 256));
      await new Promise((r) => setTimeout(r, 1_000));
      let statuses: number[] = [];
      const grown = await peakGrowth(s!.pid, async () => {
        const uploads = Array.from({ length: count }, () => upload(s!.port, cookie, png));
        statuses = await Promise.all(uploads);
      });
      return { grown, statuses, figure: `${megabytes(grown)} (answers ${statuses.join(', ')})` };
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * (i) Avatar uploads: four at once of the costliest photo taken (an RGBA PNG of 8,000 x 5,000,
 * 40 million pixels) against one alone, and four at once over the limit (8,000 x 8,000).
 */
export async function benchAvatarUploads(): Promise<BenchResult[]> {
  const largest = await bandedPng(8000, 5000);
  const tooLarge = await bandedPng(8000, 8000);
  const one = await uploadGrowth(largest, 1);
  const four = await uploadGrowth(largest, PARALLEL, TWO_ARENAS);
  const fourDefault = await uploadGrowth(largest, PARALLEL);
  const refused = await uploadGrowth(tooLarge, PARALLEL);
  const kb = (png: Buffer) => `${Math.round(png.length / 1024)} KB`;
  const taken = [...one.statuses, ...four.statuses, ...fourDefault.statuses];
  return [
    {
      name: `${PARALLEL} avatar uploads at once, 40 million pixels each (RGBA PNG of ${kb(largest)})`,
      figure: `peak RSS growth ${four.figure}, MALLOC_ARENA_MAX=2`,
      baseline: `one upload alone: ${one.figure}`,
      ratio: four.grown / one.grown,
      ratioLabel: `memory, ${PARALLEL} at once / one alone`,
      budget: `<= ${BUDGET_RATIO}`,
      pass: four.grown <= BUDGET_RATIO * one.grown && taken.every((status) => status === 200),
      note: `with glibc's default arenas: ${fourDefault.figure} (freed memory stays in the arena of the thread that decoded, so it varies from run to run). A fresh server process each; peak RSS (/proc VmHWM, reset before the uploads) minus RSS before`,
    },
    {
      name: `${PARALLEL} avatar uploads at once, 64 million pixels each (RGBA PNG of ${kb(tooLarge)})`,
      figure: `peak RSS growth ${refused.figure}`,
      budget: 'every one refused with 413 before decoding',
      pass: refused.statuses.every((status) => status === 413),
    },
  ];
}

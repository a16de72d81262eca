import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { pairPass } from './pair-pass.js';
import type { PairWorkerData } from './pair-worker.js';
import type { Population, PopulationColumns } from './population.js';
import { Shortlists } from './shortlists.js';

/** Members handed to a worker at a time: small enough to balance dense and sparse cells. */
const CHUNK = 512;

/** The columns a worker needs (shared memory, not copied); ids and input order stay here. */
function columnsOf(pop: Population): PopulationColumns {
  const { ids: _ids, order: _order, position: _position, ...columns } = pop;
  return columns;
}

/**
 * The worker is the sibling file pair-worker.js once built. Run from the TypeScript sources
 * (tsx: benchmarks, development) a worker does not inherit tsx's loader, so it registers tsx
 * before importing pair-worker.ts.
 */
function startWorker(workerData: PairWorkerData): Worker {
  if (extname(fileURLToPath(import.meta.url)) === '.js') {
    return new Worker(new URL('./pair-worker.js', import.meta.url), { workerData });
  }
  const entry = JSON.stringify(new URL('./pair-worker.ts', import.meta.url).href);
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${entry}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/**
 * Everyone's shortlists (see pair-pass.ts), in this thread or in `threads` worker threads that
 * share the population's memory and each keep their own lists, merged at the end. Merging sorts
 * by score, then id rank, so the result does not depend on how the work was split.
 */
export async function buildShortlists(
  pop: Population,
  length: number,
  threads: number,
): Promise<Shortlists> {
  const lists = new Shortlists(pop.size, length, pop.idRank, pop.denominator);
  if (threads <= 1 || pop.size < CHUNK * 2) {
    pairPass(pop, lists, 0, pop.size);
    return lists;
  }
  const next = new Int32Array(new SharedArrayBuffer(4));
  const data: PairWorkerData = { pop: columnsOf(pop), length, chunk: CHUNK, next };
  const parts = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<Shortlists>((resolve, reject) => {
          const worker = startWorker(data);
          worker.once('message', (buffers: ConstructorParameters<typeof Shortlists>[4]) => {
            resolve(new Shortlists(pop.size, length, pop.idRank, pop.denominator, buffers));
            void worker.terminate();
          });
          worker.once('error', reject);
          worker.once('exit', (code) =>
            reject(new Error(`Matching worker stopped (exit code ${code}) before it answered`)),
          );
        }),
    ),
  );
  for (const part of parts) lists.mergeFrom(part);
  return lists;
}

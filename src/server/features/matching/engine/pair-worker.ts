import { parentPort, workerData } from 'node:worker_threads';
import { pairPass } from './pair-pass.js';
import type { PopulationColumns } from './population.js';
import { Shortlists } from './shortlists.js';

/** A worker thread of parallel.ts: takes chunks of members from the shared counter until none are left. */
export interface PairWorkerData {
  pop: PopulationColumns;
  length: number;
  chunk: number;
  /** One Int32 on shared memory: the next member to hand out. */
  next: Int32Array;
}

const { pop, length, chunk, next } = workerData as PairWorkerData;
const lists = new Shortlists(pop.size, length, pop.idRank, pop.denominator);
for (let from = Atomics.add(next, 0, chunk); from < pop.size; from = Atomics.add(next, 0, chunk)) {
  pairPass(pop, lists, from, Math.min(pop.size, from + chunk));
}
const { members, keys, counts, bars, passed } = lists;
parentPort!.postMessage({ members, keys, counts, bars, passed }, [
  members.buffer,
  keys.buffer,
  counts.buffer,
  bars.buffer,
  passed.buffer,
]);

import { grantUnderCap, settings, type BatchOptions } from './batch.js';
import { searchMember } from './matches.js';
import { passesFilters } from './pair-filter.js';
import type { Population } from './population.js';
import { scorePair } from './score.js';
import { Shortlists } from './shortlists.js';
import { TopList } from './top-list.js';

/**
 * The brute-force reference: the same filters and score, found by scanning everyone instead of
 * reading the index. The oracle tests compare the engine with it and the benchmark measures it
 * as the baseline; production code never calls it.
 */

export { passesFilters };

export function scanEveryone(
  pop: Population,
  a: number,
  top: TopList,
  skip: Uint8Array | null = null,
): number {
  top.reset();
  let passed = 0;
  for (let b = 0; b < pop.size; b++) {
    if (!passesFilters(pop, a, b)) continue;
    passed++;
    if (skip === null || skip[b] === 0) top.offer(b, scorePair(pop, a, b), pop.idRank[b]!);
  }
  return passed;
}

export const bruteForceSearchMember = (pop: Population, memberIndex: number, k: number) =>
  searchMember(pop, memberIndex, k, scanEveryone);

/** matchBatch with shortlists from a full scan per member (one thread). */
export function bruteForceMatchBatch(pop: Population, k: number, options: BatchOptions = {}) {
  const { cap, length } = settings(k, options);
  const lists = new Shortlists(pop.size, length, pop.idRank, pop.denominator);
  const top = new TopList(length);
  for (let a = 0; a < pop.size; a++) {
    lists.passed[a] = scanEveryone(pop, a, top);
    for (let j = 0; j < top.count; j++) lists.offer(a, top.members[j]!, top.scores[j]!);
  }
  return grantUnderCap(pop, k, cap, lists, scanEveryone);
}

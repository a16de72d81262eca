import { grantUnderCap, settings, type BatchOptions } from './batch.js';
import { agesCompatible, ethnicitiesCompatible, gendersCompatible } from './filters.js';
import { topMatchesFor } from './matches.js';
import type { Population } from './population.js';
import { scorePair } from './score.js';
import type { AgeWindows } from './search.js';
import { Shortlists } from './shortlists.js';
import { TopList } from './top-list.js';

/**
 * The brute-force reference: the same filters and score, found by scanning everyone instead of
 * reading the index. The oracle tests compare the engine with it and the benchmark measures it
 * as the baseline; production code never calls it.
 */

/** Every hard filter, both ways, for members a and b (index positions). */
export function passesFilters(pop: Population, a: number, b: number, year: number): boolean {
  if (a === b) return false;
  return (
    gendersCompatible(pop.gender[a]!, pop.seeks[a]!, pop.gender[b]!, pop.seeks[b]!) &&
    ethnicitiesCompatible(
      pop.ethnicity[a]!,
      pop.ethnicityMask[a]!,
      pop.ethnicity[b]!,
      pop.ethnicityMask[b]!,
    ) &&
    agesCompatible(year - pop.birthYear[a]!, year - pop.birthYear[b]!) &&
    pop.x[a]! * pop.x[b]! + pop.y[a]! * pop.y[b]! + pop.z[a]! * pop.z[b]! >= pop.cosRadius
  );
}

export function scanEveryone(
  pop: Population,
  a: number,
  ages: AgeWindows,
  top: TopList,
  skip: Uint8Array | null = null,
) {
  top.reset();
  for (let b = 0; b < pop.size; b++) {
    if (skip !== null && skip[b] !== 0) continue;
    if (passesFilters(pop, a, b, ages.year)) top.offer(b, scorePair(pop, a, b), pop.idRank[b]!);
  }
}

export const bruteForceTopMatchesFor = (
  pop: Population,
  memberIndex: number,
  k: number,
  now?: Date,
) => topMatchesFor(pop, memberIndex, k, now, scanEveryone);

/** matchBatch with shortlists from a full scan per member (one thread). */
export function bruteForceMatchBatch(pop: Population, k: number, options: BatchOptions = {}) {
  const { cap, length, ages } = settings(k, options);
  const lists = new Shortlists(pop.size, length, pop.idRank, pop.denominator);
  const top = new TopList(length);
  for (let a = 0; a < pop.size; a++) {
    scanEveryone(pop, a, ages, top);
    for (let j = 0; j < top.count; j++) lists.offer(a, top.members[j]!, top.scores[j]!);
  }
  return grantUnderCap(pop, k, cap, ages, lists, scanEveryone);
}

import { passesFilters } from './pair-filter.js';
import type { Population } from './population.js';
import { reasonsFor } from './reasons.js';
import { searchIndex } from './search.js';
import { TopList } from './top-list.js';
import type { Match } from './types.js';

/**
 * Finds member a's best candidates (index positions) into `top`, the index search or a full
 * scan; returns how many candidates passed every filter both ways (`skip` aside).
 */
export type Searcher = (
  pop: Population,
  a: number,
  top: TopList,
  skip?: Uint8Array | null,
) => number;

export function checkMemberIndex(pop: Population, memberIndex: number) {
  if (!Number.isInteger(memberIndex) || memberIndex < 0 || memberIndex >= pop.size) {
    throw new RangeError(`No member at index ${memberIndex}`);
  }
}

export function checkK(k: number) {
  if (!Number.isInteger(k) || k < 1 || k > 1000)
    throw new RangeError('k must be a whole number from 1 to 1000');
}

/** A match as the API hands it out: input positions, ids, score and reason codes. */
export function toMatch(pop: Population, a: number, b: number, score: number): Match {
  return {
    index: pop.order[b]!,
    id: pop.ids[pop.order[b]!]!,
    score,
    reasons: reasonsFor(pop, a, b),
  };
}

/**
 * One member's top k: everyone who passes the hard filters both ways, by mutual score (highest
 * first), ties by id; and how many passed (`candidates`). `memberIndex` and the returned indices
 * are positions in the input array.
 */
export function searchMember(
  pop: Population,
  memberIndex: number,
  k: number,
  search: Searcher = searchIndex,
): { matches: Match[]; candidates: number } {
  checkMemberIndex(pop, memberIndex);
  checkK(k);
  const a = pop.position[memberIndex]!;
  const top = new TopList(k);
  const candidates = search(pop, a, top);
  const matches = Array.from({ length: top.count }, (_, i) =>
    toMatch(pop, a, top.members[i]!, top.scores[i]!),
  );
  return { matches, candidates };
}

export const topMatchesFor = (pop: Population, memberIndex: number, k: number) =>
  searchMember(pop, memberIndex, k).matches;

/** Whether the members at input positions i and j pass every filter both ways. */
export function fitEachOther(pop: Population, i: number, j: number): boolean {
  checkMemberIndex(pop, i);
  checkMemberIndex(pop, j);
  return passesFilters(pop, pop.position[i]!, pop.position[j]!);
}

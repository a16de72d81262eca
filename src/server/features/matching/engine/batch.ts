import { checkK, checkMemberIndex, toMatch, type Searcher } from './matches.js';
import type { Population } from './population.js';
import { AgeWindows, searchIndex } from './search.js';
import { TopList } from './top-list.js';
import type { Match } from './types.js';

export interface BatchOptions {
  /** Fixes the year used for ages (default: today). */
  now?: Date;
  /**
   * Exposure cap: the most lists one member may appear in. Default 3 * k: on average each
   * member appears in k lists (when lists are full), so a popular member may be shown three
   * times as often as average, and nobody fills everyone's list.
   */
  maxAppearances?: number;
  /** Candidates kept per member before the cap is applied (default 2 * k). */
  shortlist?: number;
}

export interface BatchResult {
  k: number;
  maxAppearances: number;
  /** Row i (input position) holds member i's matches as input positions, best first, -1 after the end. */
  matches: Int32Array;
  scores: Uint8Array;
  /** Matches per member (input order), and how many lists each member appears in. */
  counts: Uint16Array;
  appearances: Uint32Array;
}

/**
 * Everyone's top k under the exposure cap, deterministically. (1) Each member's shortlist: best
 * candidates by mutual score (index search). (2) All shortlist entries, best score first (ties:
 * member's id rank, then candidate's), are granted while the member's list has room and the
 * candidate is under the cap. (3) A member left short whose shortlist was cut searches again,
 * skipping everyone at the cap and everyone already listed (in id order). A member at the cap
 * stays there, so the cap is never exceeded and each list stays sorted by score, then id.
 */
export function matchBatch(pop: Population, k: number, options: BatchOptions = {}, search: Searcher = searchIndex): BatchResult {
  checkK(k);
  const n = pop.size;
  const cap = options.maxAppearances ?? 3 * k;
  const shortlist = Math.max(k, options.shortlist ?? 2 * k);
  const ages = AgeWindows.forDate(options.now);
  const picks = new Int32Array(n * shortlist);
  const pickScores = new Uint8Array(n * shortlist);
  const pickCounts = new Uint16Array(n);
  const cut = new Uint8Array(n);
  const top = new TopList(shortlist);
  for (let a = 0; a < n; a++) {
    search(pop, a, ages, top);
    picks.set(top.members.subarray(0, top.count), a * shortlist);
    for (let j = 0; j < top.count; j++) pickScores[a * shortlist + j] = top.scores[j]!;
    pickCounts[a] = top.count;
    cut[a] = top.offered > top.count ? 1 : 0;
  }

  const byRank = new Int32Array(n);
  pop.idRank.forEach((rank, a) => (byRank[rank] = a));
  const lists = new Int32Array(n * k).fill(-1);
  const listScores = new Uint8Array(n * k);
  const counts = new Uint16Array(n);
  const seen = new Uint32Array(n);
  const skip = new Uint8Array(n);
  const grant = (a: number, b: number, score: number) => {
    lists[a * k + counts[a]!] = b;
    listScores[a * k + counts[a]!++] = score;
    if (++seen[b]! >= cap) skip[b] = 1;
  };

  for (const edge of edgesBestFirst(byRank, pickScores, pickCounts, shortlist)) {
    const a = Math.floor(edge / shortlist);
    const b = picks[edge]!;
    if (counts[a]! < k && seen[b]! < cap) grant(a, b, pickScores[edge]!);
  }

  const refill = new TopList(k);
  for (const a of byRank) {
    if (counts[a]! >= k || !cut[a]) continue;
    const listed = lists.subarray(a * k, a * k + counts[a]!);
    listed.forEach((b) => (skip[b]! |= 2));
    search(pop, a, ages, refill, skip);
    listed.forEach((b) => (skip[b]! &= 1));
    for (let j = 0; j < refill.count && counts[a]! < k; j++) grant(a, refill.members[j]!, refill.scores[j]!);
  }
  return toInputOrder(pop, k, cap, lists, listScores, counts, seen);
}

/** Shortlist entries (a * shortlist + j) by score descending, then member id rank, then list order. */
function edgesBestFirst(byRank: Int32Array, scores: Uint8Array, counts: Uint16Array, shortlist: number): Int32Array {
  const perScore = new Int32Array(102);
  for (const a of byRank) for (let j = 0; j < counts[a]!; j++) perScore[100 - scores[a * shortlist + j]! + 1]!++;
  for (let s = 1; s < perScore.length; s++) perScore[s]! += perScore[s - 1]!;
  const edges = new Int32Array(perScore[101]!);
  for (const a of byRank) {
    for (let j = 0; j < counts[a]!; j++) edges[perScore[100 - scores[a * shortlist + j]!]!++] = a * shortlist + j;
  }
  return edges;
}

function toInputOrder(pop: Population, k: number, cap: number, lists: Int32Array, listScores: Uint8Array, counts: Uint16Array, seen: Uint32Array): BatchResult {
  const n = pop.size;
  const result: BatchResult = {
    k, maxAppearances: cap, matches: new Int32Array(n * k).fill(-1), scores: new Uint8Array(n * k),
    counts: new Uint16Array(n), appearances: new Uint32Array(n),
  };
  for (let a = 0; a < n; a++) {
    const input = pop.order[a]!;
    result.counts[input] = counts[a]!;
    result.appearances[input] = seen[a]!;
    for (let j = 0; j < counts[a]!; j++) result.matches[input * k + j] = pop.order[lists[a * k + j]!]!;
    result.scores.set(listScores.subarray(a * k, a * k + counts[a]!), input * k);
  }
  return result;
}

/** Member memberIndex's batch matches with their reasons (computed now, for this list only). */
export function batchMatchesOf(pop: Population, batch: BatchResult, memberIndex: number): Match[] {
  checkMemberIndex(pop, memberIndex);
  const a = pop.position[memberIndex]!;
  return Array.from({ length: batch.counts[memberIndex]! }, (_, j) => {
    const at = memberIndex * batch.k + j;
    return toMatch(pop, a, pop.position[batch.matches[at]!]!, batch.scores[at]!);
  });
}

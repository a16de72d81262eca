import { checkK, checkMemberIndex, toMatch, type Searcher } from './matches.js';
import { buildShortlists } from './parallel.js';
import type { Population } from './population.js';
import { searchIndex } from './search.js';
import { scoreOfKey, type Shortlists } from './shortlists.js';
import { TopList } from './top-list.js';
import type { Match } from './types.js';

export interface BatchOptions {
  /**
   * Exposure cap: the most lists one member may appear in. Default 3 * k: on average each
   * member appears in k lists (when lists are full), so a popular member may be shown three
   * times as often as average, and nobody fills everyone's list.
   */
  maxAppearances?: number;
  /** Candidates kept per member before the cap is applied (default 2 * k). */
  shortlist?: number;
  /** Worker threads for the shortlists (default 1: this thread). Workers load pair-worker.js/.ts. */
  threads?: number;
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
  /** Per member (input order): how many candidates pass every filter both ways. */
  candidates: Uint32Array;
}

/**
 * Everyone's top k under the exposure cap, deterministically. (1) Each member's shortlist: best
 * candidates by mutual score (pair-pass.ts; in `threads` worker threads when > 1). (2) All
 * shortlist entries, best score first (ties: member's id rank, then candidate's), are granted
 * while the member's list has room and the candidate is under the cap. (3) A member left short
 * whose shortlist was full (so may have been cut) searches again, skipping everyone at the cap
 * and everyone already listed (members in id order). A member at the cap stays there, so the
 * cap is never exceeded and each list stays sorted by score, then id.
 * With threads = 1 everything runs on the caller's thread; a server with a large pool should
 * pass threads >= 2 (steps 2 and 3 stay on the caller's thread; they are the smaller part).
 */
export async function matchBatch(
  pop: Population,
  k: number,
  options: BatchOptions = {},
): Promise<BatchResult> {
  const { cap, length } = settings(k, options);
  const lists = await buildShortlists(pop, length, options.threads ?? 1);
  return grantUnderCap(pop, k, cap, lists, searchIndex);
}

export function settings(k: number, options: BatchOptions) {
  checkK(k);
  const cap = options.maxAppearances ?? 3 * k;
  if (!Number.isInteger(cap) || cap < 1)
    throw new RangeError('maxAppearances must be a whole number above 0');
  return { cap, length: Math.max(k, options.shortlist ?? 2 * k) };
}

/** Steps (2) and (3) above, on shortlists built by any means; `search` is used for step (3). */
export function grantUnderCap(
  pop: Population,
  k: number,
  cap: number,
  lists: Shortlists,
  search: Searcher,
): BatchResult {
  const n = pop.size;
  const byRank = new Int32Array(n);
  pop.idRank.forEach((rank, a) => (byRank[rank] = a));
  const granted = new Int32Array(n * k).fill(-1);
  const grantedScores = new Uint8Array(n * k);
  const counts = new Uint16Array(n);
  const seen = new Uint32Array(n);
  const skip = new Uint8Array(n);
  const grant = (a: number, b: number, score: number) => {
    granted[a * k + counts[a]!] = b;
    grantedScores[a * k + counts[a]!] = score;
    counts[a]!++;
    if (++seen[b]! >= cap) skip[b] = 1;
  };

  const entries = entriesBestFirst(byRank, lists);
  for (let e = 0; e < entries.member.length; e++) {
    const a = entries.member[e]!;
    const b = entries.candidate[e]!;
    if (counts[a]! < k && seen[b]! < cap) grant(a, b, entries.score[e]!);
  }

  const refill = new TopList(k);
  for (const a of byRank) {
    if (counts[a]! >= k || lists.counts[a]! < lists.length) continue;
    const listed = granted.subarray(a * k, a * k + counts[a]!);
    listed.forEach((b) => (skip[b]! |= 2));
    search(pop, a, refill, skip);
    listed.forEach((b) => (skip[b]! &= 1));
    for (let j = 0; j < refill.count && counts[a]! < k; j++)
      grant(a, refill.members[j]!, refill.scores[j]!);
  }
  return toInputOrder(pop, k, cap, granted, grantedScores, counts, seen, lists.passed);
}

/**
 * Every shortlist entry as (member, candidate, score), by score descending, then member id rank,
 * then list order: a counting sort on the score, written out so the greedy pass reads in order.
 */
function entriesBestFirst(byRank: Int32Array, lists: Shortlists) {
  const { counts, length, keys, members } = lists;
  const start = new Int32Array(102);
  for (let m = 0; m < counts.length; m++) {
    for (let at = m * length; at < m * length + counts[m]!; at++)
      start[100 - scoreOfKey(keys[at]!) + 1]!++;
  }
  for (let s = 1; s < start.length; s++) start[s]! += start[s - 1]!;
  const total = start[101]!;
  const sorted = {
    member: new Int32Array(total),
    candidate: new Int32Array(total),
    score: new Uint8Array(total),
  };
  for (const a of byRank) {
    for (let at = a * length; at < a * length + counts[a]!; at++) {
      const score = scoreOfKey(keys[at]!);
      const to = start[100 - score]!++;
      sorted.member[to] = a;
      sorted.candidate[to] = members[at]!;
      sorted.score[to] = score;
    }
  }
  return sorted;
}

function toInputOrder(
  pop: Population,
  k: number,
  cap: number,
  lists: Int32Array,
  listScores: Uint8Array,
  counts: Uint16Array,
  seen: Uint32Array,
  passed: Uint32Array,
): BatchResult {
  const n = pop.size;
  const result: BatchResult = {
    k,
    maxAppearances: cap,
    matches: new Int32Array(n * k).fill(-1),
    scores: new Uint8Array(n * k),
    counts: new Uint16Array(n),
    appearances: new Uint32Array(n),
    candidates: new Uint32Array(n),
  };
  for (let a = 0; a < n; a++) {
    const input = pop.order[a]!;
    result.counts[input] = counts[a]!;
    result.appearances[input] = seen[a]!;
    result.candidates[input] = passed[a]!;
    for (let j = 0; j < counts[a]!; j++)
      result.matches[input * k + j] = pop.order[lists[a * k + j]!]!;
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

import { defaultAgeWindow } from './filters.js';
import { nearbyCells } from './grid.js';
import { GROUP_COUNT, partnerGroups } from './index-order.js';
import type { Population } from './population.js';
import { scorePair } from './score.js';
import type { TopList } from './top-list.js';
import { MAX_BIRTH_YEAR, MIN_BIRTH_YEAR } from './validate.js';

/**
 * For one year: for each birth year, the birth years its default age window accepts. A pair
 * passes the age filter when each birth year lies in the other's range.
 */
export class AgeWindows {
  readonly from = new Int16Array(MAX_BIRTH_YEAR - MIN_BIRTH_YEAR + 1);
  readonly to = new Int16Array(MAX_BIRTH_YEAR - MIN_BIRTH_YEAR + 1);

  constructor(readonly year: number) {
    for (let i = 0; i < this.from.length; i++) {
      const window = defaultAgeWindow(year - (MIN_BIRTH_YEAR + i));
      this.from[i] = year - window.max;
      this.to[i] = year - window.min;
    }
  }

  private static last: AgeWindows | undefined;

  /** The tables for now's year (UTC), built once per year. */
  static forDate(now: Date = new Date()) {
    const year = now.getUTCFullYear();
    if (AgeWindows.last?.year !== year) AgeWindows.last = new AgeWindows(year);
    return AgeWindows.last;
  }
}

const partnerGroupCache = new Map<number, number[]>();
function groupsFor(pop: Population, a: number): number[] {
  const key = ((pop.gender[a]! * 2 + pop.seeks[a]!) * 4 + pop.ethnicity[a]!) * 16 + pop.ethnicityMask[a]!;
  let groups = partnerGroupCache.get(key);
  if (!groups) partnerGroupCache.set(key, (groups = partnerGroups(pop.gender[a]!, pop.seeks[a]!, pop.ethnicity[a]!, pop.ethnicityMask[a]!)));
  return groups;
}

/** First position in [lo, hi) whose birth year is >= year (runs are sorted by birth year). */
function firstBornFrom(birthYear: Int16Array, lo: number, hi: number, year: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (birthYear[mid]! < year) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Fills `top` with member a's best candidates (index positions) among those passing every hard
 * filter both ways, reading only the index runs that can hold them: nearby cells x partner
 * groups x a's birth-year range. Per candidate it checks the other side's age window, the exact
 * distance and `skip` (members to leave out, e.g. those at their exposure cap), then scores.
 */
export function searchIndex(pop: Population, a: number, ages: AgeWindows, top: TopList, skip: Uint8Array | null = null) {
  top.reset();
  const { birthYear, x, y, z, idRank, groupStart, cosRadius } = pop;
  const { from, to } = ages;
  const bornA = birthYear[a]!;
  const yearFrom = from[bornA - MIN_BIRTH_YEAR]!;
  const yearTo = to[bornA - MIN_BIRTH_YEAR]!;
  if (yearFrom > yearTo) return;
  const xa = x[a]!;
  const ya = y[a]!;
  const za = z[a]!;
  const groups = groupsFor(pop, a);
  const { row0, row1, col0, col1 } = nearbyCells(pop.grid, pop.lat[a]!, pop.lon[a]!, pop.radiusMiles);
  for (let row = row0; row <= row1; row++) {
    for (let col = col0; col <= col1; col++) {
      const cell = pop.grid.cells.get(row * pop.grid.columns + col);
      if (cell === undefined) continue;
      for (const group of groups) {
        const runEnd = groupStart[cell * GROUP_COUNT + group + 1]!;
        for (let b = firstBornFrom(birthYear, groupStart[cell * GROUP_COUNT + group]!, runEnd, yearFrom); b < runEnd; b++) {
          const bornB = birthYear[b]!;
          if (bornB > yearTo) break;
          if (bornA < from[bornB - MIN_BIRTH_YEAR]! || bornA > to[bornB - MIN_BIRTH_YEAR]! || b === a) continue;
          if (xa * x[b]! + ya * y[b]! + za * z[b]! < cosRadius) continue;
          if (skip !== null && skip[b] !== 0) continue;
          top.offer(b, scorePair(pop, a, b), idRank[b]!);
        }
      }
    }
  }
}

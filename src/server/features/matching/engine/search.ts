import { agesCompatible } from './filters.js';
import { nearbyCells } from './grid.js';
import { GROUP_COUNT, partnerGroups } from './index-order.js';
import type { PopulationColumns } from './population.js';
import { ScoreKernel } from './kernel.js';
import { scoreFromProduct } from './score.js';
import type { TopList } from './top-list.js';
import { MAX_BIRTH_YEAR, MIN_BIRTH_YEAR } from './validate.js';

/**
 * For one year: for each birth year, the partner birth years that pass the age filter both ways.
 * Both ends of the default window grow with age, so that set is one interval and the index
 * reads it as one birth-year range per run: no age check per candidate.
 */
export class AgeWindows {
  readonly from = new Int16Array(MAX_BIRTH_YEAR - MIN_BIRTH_YEAR + 1);
  readonly to = new Int16Array(MAX_BIRTH_YEAR - MIN_BIRTH_YEAR + 1);

  constructor(readonly year: number) {
    for (let i = 0; i < this.from.length; i++) {
      const age = year - (MIN_BIRTH_YEAR + i);
      let first = MAX_BIRTH_YEAR + 1;
      let last = MIN_BIRTH_YEAR - 1;
      for (let born = MIN_BIRTH_YEAR; born <= MAX_BIRTH_YEAR; born++) {
        if (!agesCompatible(age, year - born)) continue;
        if (last >= MIN_BIRTH_YEAR && born !== last + 1)
          throw new Error('Age windows must give one interval of partner ages');
        first = Math.min(first, born);
        last = born;
      }
      this.from[i] = first;
      this.to[i] = last;
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

// A module-level copy: a plain constant in the hot loop, whatever the module loader does.
const GROUPS = GROUP_COUNT;
const partnerGroupCache = new Map<number, number[]>();
function groupsFor(pop: PopulationColumns, a: number): number[] {
  const key =
    ((pop.gender[a]! * 2 + pop.seeks[a]!) * 4 + pop.ethnicity[a]!) * 16 + pop.ethnicityMask[a]!;
  let groups = partnerGroupCache.get(key);
  if (!groups)
    partnerGroupCache.set(
      key,
      (groups = partnerGroups(
        pop.gender[a]!,
        pop.seeks[a]!,
        pop.ethnicity[a]!,
        pop.ethnicityMask[a]!,
      )),
    );
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
 * The index runs that can hold member a's candidates, as [start, end) pairs of index positions:
 * nearby cells x partner groups (gender and ethnicity, both ways) x the mutual birth-year range.
 * Every member of a run passes the gender, ethnicity and age filters both ways; only the exact
 * distance is left to check. With `after`, only positions after it.
 */
export function candidateRuns(
  pop: PopulationColumns,
  a: number,
  ages: AgeWindows,
  after = -1,
): number[] {
  const runs: number[] = [];
  const { birthYear, groupStart, grid } = pop;
  const yearFrom = ages.from[birthYear[a]! - MIN_BIRTH_YEAR]!;
  const yearTo = ages.to[birthYear[a]! - MIN_BIRTH_YEAR]!;
  if (yearFrom > yearTo) return runs;
  const groups = groupsFor(pop, a);
  const { row0, row1, col0, col1 } = nearbyCells(grid, pop.lat[a]!, pop.lon[a]!, pop.radiusMiles);
  for (let row = row0; row <= row1; row++) {
    for (let col = col0; col <= col1; col++) {
      const cell = grid.cells.get(row * grid.columns + col);
      if (cell === undefined) continue;
      for (const group of groups) {
        const run = cell * GROUPS + group;
        if (groupStart[run + 1]! <= after + 1) continue;
        const end = firstBornFrom(birthYear, groupStart[run]!, groupStart[run + 1]!, yearTo + 1);
        const start = firstBornFrom(
          birthYear,
          Math.max(groupStart[run]!, after + 1),
          end,
          yearFrom,
        );
        if (start < end) runs.push(start, end);
      }
    }
  }
  return runs;
}

/**
 * Fills `top` with member a's best candidates (index positions) among those passing every hard
 * filter both ways: the candidate runs, then the exact distance and `skip` (members to leave
 * out, e.g. those at their exposure cap). Once the list is full, a candidate whose product is
 * below the list's floor is turned away without the square root.
 */
export function searchIndex(
  pop: PopulationColumns,
  a: number,
  ages: AgeWindows,
  top: TopList,
  skip: Uint8Array | null = null,
) {
  top.reset();
  const { x, y, z, idRank, cosRadius, denominator } = pop;
  const xa = x[a]!;
  const ya = y[a]!;
  const za = z[a]!;
  const kernel = new ScoreKernel(pop.records);
  kernel.setMember(a);
  const denA = kernel.denominator;
  const runs = candidateRuns(pop, a, ages);
  for (let r = 0; r < runs.length; r += 2) {
    for (let b = runs[r]!, end = runs[r + 1]!; b < end; b++) {
      if (xa * x[b]! + ya * y[b]! + za * z[b]! < cosRadius || b === a) continue;
      if (skip !== null && skip[b] !== 0) continue;
      const product = kernel.product(b);
      if (product >= top.floor * denA * denominator[b]!)
        top.offer(b, scoreFromProduct(product, denA, denominator[b]!), idRank[b]!);
    }
  }
}

import { nearbyCells } from './grid.js';
import { BASE_GROUPS, GROUP_COUNT, partnerGroups } from './index-order.js';
import { RECORD_PREFERENCES, RECORD_WORDS, ScoreKernel } from './kernel.js';
import type { PopulationColumns } from './population.js';
import { passesTheirs, REACH_CLASSES, wordMaxAge, wordMiles, wordMinAge } from './preferences.js';
import { scoreFromProduct } from './score.js';
import type { TopList } from './top-list.js';

// A module-level copy: a plain constant in the hot loop, whatever the module loader does.
const GROUPS = GROUP_COUNT;
const partnerGroupCache = new Map<number, number[]>();
function groupsFor(pop: PopulationColumns, a: number, fromReach: number): number[] {
  const key =
    (((pop.gender[a]! * 2 + pop.seeks[a]!) * 4 + pop.ethnicity[a]!) * 16 + pop.ethnicityMask[a]!) *
      REACH_CLASSES +
    fromReach;
  let groups = partnerGroupCache.get(key);
  if (!groups)
    partnerGroupCache.set(
      key,
      (groups = partnerGroups(
        pop.gender[a]!,
        pop.seeks[a]!,
        pop.ethnicity[a]!,
        pop.ethnicityMask[a]!,
        fromReach,
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

/** The dense numbers of the cells member a looks through: those near enough, or all of them. */
function cellsNear(pop: PopulationColumns, a: number, miles: number): number[] {
  const { grid } = pop;
  if (miles === 0) return Array.from(grid.cells.values());
  const cells: number[] = [];
  const { row0, row1, col0, col1 } = nearbyCells(grid, pop.lat[a]!, pop.lon[a]!, miles);
  for (let row = row0; row <= row1; row++) {
    for (let col = col0; col <= col1; col++) {
      const cell = grid.cells.get(row * grid.columns + col);
      if (cell !== undefined) cells.push(cell);
    }
  }
  return cells;
}

/**
 * The index runs that can hold member a's candidates, as [start, end) pairs of index positions:
 * the cells within a's distance x partner groups (gender and ethnicity, both ways) x the birth
 * years of a's age window. Every member of a run passes the gender and ethnicity filters both
 * ways and a's age window; the candidate's own preferences and the exact distance are left to
 * `passesTheirs`. With `fromReach`, only groups of that reach class and above; with `after`,
 * only positions after it in the groups of class `fromReach` itself.
 */
export function candidateRuns(
  pop: PopulationColumns,
  a: number,
  after = -1,
  fromReach = 0,
): number[] {
  const runs: number[] = [];
  const { birthYear, groupStart, records } = pop;
  const word = records[a * RECORD_WORDS + RECORD_PREFERENCES]!;
  const yearFrom = pop.year - wordMaxAge(word);
  const yearTo = pop.year - wordMinAge(word);
  if (yearFrom > yearTo) return runs;
  const groups = groupsFor(pop, a, fromReach);
  const ownClassEnd = (fromReach + 1) * BASE_GROUPS;
  for (const cell of cellsNear(pop, a, wordMiles(word))) {
    for (const group of groups) {
      const run = cell * GROUPS + group;
      const from = group < ownClassEnd ? after + 1 : 0;
      if (groupStart[run + 1]! <= from) continue;
      const end = firstBornFrom(birthYear, groupStart[run]!, groupStart[run + 1]!, yearTo + 1);
      const start = firstBornFrom(birthYear, Math.max(groupStart[run]!, from), end, yearFrom);
      if (start < end) runs.push(start, end);
    }
  }
  return runs;
}

/**
 * Fills `top` with member a's best candidates (index positions) among those passing every hard
 * filter both ways: the candidate runs, then `passesTheirs` and `skip` (members to leave out,
 * e.g. those at their exposure cap). Once the list is full, a candidate whose product is below
 * the list's floor is turned away without the square root. Returns how many passed the filters.
 */
export function searchIndex(
  pop: PopulationColumns,
  a: number,
  top: TopList,
  skip: Uint8Array | null = null,
): number {
  top.reset();
  const { x, y, z, idRank, denominator, records } = pop;
  const [xa, ya, za] = [x[a]!, y[a]!, z[a]!];
  const wa = records[a * RECORD_WORDS + RECORD_PREFERENCES]!;
  const ageA = pop.year - pop.birthYear[a]!;
  const kernel = new ScoreKernel(records);
  kernel.setMember(a);
  const denA = kernel.denominator;
  const runs = candidateRuns(pop, a);
  let passed = 0;
  for (let r = 0; r < runs.length; r += 2) {
    for (let b = runs[r]!, end = runs[r + 1]!; b < end; b++) {
      const dot = xa * x[b]! + ya * y[b]! + za * z[b]!;
      if (b === a || !passesTheirs(wa, ageA, records[b * RECORD_WORDS + RECORD_PREFERENCES]!, dot))
        continue;
      passed++;
      if (skip !== null && skip[b] !== 0) continue;
      const product = kernel.product(b);
      if (product >= top.floor * denA * denominator[b]!)
        top.offer(b, scoreFromProduct(product, denA, denominator[b]!), idRank[b]!);
    }
  }
  return passed;
}

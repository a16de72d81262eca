import { DEFAULT_RADIUS_MILES, unitVector } from './geo.js';
import { cellKey, gridColumns, gridDegrees, type Grid } from './grid.js';
import { ethnicityCode, ethnicityMask, genderCode } from './filters.js';
import { GROUP_COUNT, groupOf, sortForIndex } from './index-order.js';
import { RECORD_WORDS, writeRecord } from './kernel.js';
import { preferenceWord } from './preferences.js';
import {
  CATEGORY_COUNT,
  categoryWeight,
  directionDenominator,
  EQ_COUNT,
  QUESTIONS,
  type ScoreColumns,
} from './score.js';
import type { MemberInput } from './types.js';
import { validateMembers } from './validate.js';

/** The columns, without ids: what a worker thread receives (the typed arrays are shared memory). */
export interface PopulationColumns extends ScoreColumns {
  size: number;
  /** The year ages are counted in: members' default age windows are resolved for it. */
  year: number;
  /** Rank of the id in code-unit order: the deterministic tie-break. */
  idRank: Int32Array;
  gender: Uint8Array;
  seeks: Uint8Array;
  ethnicity: Uint8Array;
  ethnicityMask: Uint8Array;
  birthYear: Int16Array;
  lat: Float64Array;
  lon: Float64Array;
  /**
   * Unit vectors: two members are within r miles when the dot product is >= cosOfRadius(r).
   * Float32 (about 0.1 mile at 50 miles), so they fit in the score records too; every check
   * reads these values.
   */
  x: Float32Array;
  y: Float32Array;
  z: Float32Array;
  /** The score kernel's packed records (kernel.ts), with each member's preferences in word 15. */
  records: Uint32Array;
  grid: Grid;
  /** Start of each (cell, group) run; run = groupStart[cell * GROUP_COUNT + group] .. next entry. */
  groupStart: Int32Array;
}

/**
 * Everyone, as columns of typed arrays in index order: members are sorted by geographic cell,
 * then group (gender, seeking, ethnicity, preference), then birth year, so the people one search
 * needs sit in a few contiguous runs. Public functions speak in input positions (the `members`
 * array given to buildPopulation); `order` and `position` translate.
 */
export interface Population extends PopulationColumns {
  /** Ids in input order. */
  ids: readonly string[];
  /** Index position -> input position, and back. */
  order: Int32Array;
  position: Int32Array;
}

/** Typed arrays on shared memory, so worker threads read the same columns without a copy. */
function shared<T>(
  Type: { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number },
  length: number,
): T {
  return new Type(new SharedArrayBuffer(Math.max(1, length) * Type.BYTES_PER_ELEMENT));
}

/**
 * `now` fixes the year ages are counted in (default: today, UTC). The grid's cells are as wide
 * as the default distance; a member who accepts more looks through more cells.
 */
export function buildPopulation(
  members: readonly MemberInput[],
  options: { now?: Date } = {},
): Population {
  validateMembers(members);
  const n = members.length;
  const year = (options.now ?? new Date()).getUTCFullYear();
  const degrees = gridDegrees(DEFAULT_RADIUS_MILES);
  const columns = gridColumns(degrees);
  const { order, cellKeys, cellNumber, groups } = sortForIndex(members, (m) =>
    cellKey(degrees, columns, m.lat, m.lon),
  );
  const position = new Int32Array(n);
  order.forEach((input, at) => (position[input] = at));

  const ids = members.map((m) => m.id);
  // Ids are ranked in plain UTF-16 code-unit order (the default sort's): locale-independent.
  const rankOfId = new Map([...ids].sort().map((id, rank) => [id, rank]));
  const idRank = shared(Int32Array, n);
  order.forEach((input, at) => (idRank[at] = rankOfId.get(ids[input]!)!));

  const pop: Population = {
    size: n,
    year,
    ids,
    order,
    position,
    idRank,
    gender: shared(Uint8Array, n),
    seeks: shared(Uint8Array, n),
    ethnicity: shared(Uint8Array, n),
    ethnicityMask: shared(Uint8Array, n),
    birthYear: shared(Int16Array, n),
    lat: shared(Float64Array, n),
    lon: shared(Float64Array, n),
    x: shared(Float32Array, n),
    y: shared(Float32Array, n),
    z: shared(Float32Array, n),
    answers: shared(Uint8Array, n * QUESTIONS),
    weights: shared(Uint8Array, n * CATEGORY_COUNT),
    eq: shared(Uint8Array, n * EQ_COUNT),
    denominator: shared(Uint32Array, n),
    records: shared(Uint32Array, n * RECORD_WORDS),
    grid: { degrees, columns, cells: new Map(cellKeys.map((key, i) => [key, i])) },
    groupStart: shared(Int32Array, cellKeys.length * GROUP_COUNT + 1),
  };
  for (let at = 0; at < n; at++) {
    fillMember(pop, at, members[order[at]!]!);
    pop.groupStart[cellNumber[at]! * GROUP_COUNT + groups[at]! + 1]!++;
  }
  for (let i = 1; i < pop.groupStart.length; i++) pop.groupStart[i]! += pop.groupStart[i - 1]!;
  return pop;
}

/** Where a member sits in the index: their cell, group and birth year (index-order.ts). */
const indexKeyOf = (pop: Population, m: MemberInput) =>
  `${cellKey(pop.grid.degrees, pop.grid.columns, m.lat, m.lon)}/${groupOf(m)}/${m.birthYear}`;

/**
 * Replaces the member at input position `memberIndex` (same id) with `m`, in place, when they
 * keep their place in the index (same cell, group and birth year): what most saves of the
 * questionnaire or the preferences change. Answers false, changing nothing, when they would
 * move; the caller then builds the population again.
 */
export function patchMember(
  pop: Population,
  memberIndex: number,
  was: MemberInput,
  m: MemberInput,
) {
  validateMembers([m]);
  if (pop.ids[memberIndex] !== m.id || was.id !== m.id)
    throw new RangeError('patchMember: another member');
  if (indexKeyOf(pop, was) !== indexKeyOf(pop, m)) return false;
  fillMember(pop, pop.position[memberIndex]!, m);
  return true;
}

function fillMember(pop: Population, at: number, m: MemberInput) {
  pop.gender[at] = genderCode(m.gender);
  pop.seeks[at] = genderCode(m.lookingFor);
  pop.ethnicity[at] = ethnicityCode(m.ethnicity);
  pop.ethnicityMask[at] = ethnicityMask(m.ethnicityPreference);
  pop.birthYear[at] = m.birthYear;
  pop.lat[at] = m.lat;
  pop.lon[at] = m.lon;
  [pop.x[at], pop.y[at], pop.z[at]] = unitVector(m.lat, m.lon);
  pop.answers.set(m.blueprint, at * QUESTIONS);
  for (let c = 0; c < CATEGORY_COUNT; c++)
    pop.weights[at * CATEGORY_COUNT + c] = categoryWeight(m.blueprint, c);
  pop.eq.set(m.eq, at * EQ_COUNT);
  pop.denominator[at] = directionDenominator(m.blueprint, m.eq);
  writeRecord(pop, at, pop.records, preferenceWord(m, pop.year));
}

import { cosOfRadius, DEFAULT_RADIUS_MILES, unitVector } from './geo.js';
import { cellKey, gridColumns, gridDegrees, type Grid } from './grid.js';
import { ethnicityCode, ethnicityMask, genderCode } from './filters.js';
import {
  CATEGORY_COUNT, categoryWeight, directionDenominator, EQ_COUNT, packAnswers, WORDS_PER_MEMBER, type ScoreColumns,
} from './score.js';
import { BLUEPRINT_QUESTION_COUNT as QUESTIONS } from '../../../../shared/domain/blueprint-scoring.js';
import type { MemberInput } from './types.js';
import { validateMembers } from './validate.js';
import { sortForIndex, GROUP_COUNT } from './index-order.js';

/**
 * Everyone, as columns of typed arrays in index order: members are sorted by geographic cell,
 * then group (gender, seeking, ethnicity, preference), then birth year, so the people
 * one search needs sit in a few contiguous runs. Public functions speak in input positions
 * (the `members` array given to buildPopulation); `order` and `position` translate.
 */
export interface Population extends ScoreColumns {
  size: number;
  radiusMiles: number;
  cosRadius: number;
  /** Ids in input order. */
  ids: readonly string[];
  /** Index position -> input position, and back. */
  order: Int32Array;
  position: Int32Array;
  /** Rank of the id in code-unit order: the deterministic tie-break. */
  idRank: Int32Array;
  gender: Uint8Array;
  seeks: Uint8Array;
  ethnicity: Uint8Array;
  ethnicityMask: Uint8Array;
  birthYear: Int16Array;
  lat: Float64Array;
  lon: Float64Array;
  /** Unit vectors: within the radius when the dot product is >= cosRadius. */
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  /** Raw answers (60 per member), for reasons. */
  answers: Uint8Array;
  grid: Grid;
  /** Start of each (cell, group) run; run = groupStart[cell * GROUP_COUNT + group] .. next entry. */
  groupStart: Int32Array;
}

export function buildPopulation(members: readonly MemberInput[], options: { radiusMiles?: number } = {}): Population {
  validateMembers(members);
  const n = members.length;
  const radiusMiles = options.radiusMiles ?? DEFAULT_RADIUS_MILES;
  const degrees = gridDegrees(radiusMiles);
  const columns = gridColumns(degrees);
  const { order, cellKeys, cellNumber, groups } = sortForIndex(members, (m) => cellKey(degrees, columns, m.lat, m.lon));
  const position = new Int32Array(n);
  order.forEach((input, at) => (position[input] = at));

  const ids = members.map((m) => m.id);
  const idRank = new Int32Array(n);
  const byId = Array.from(order.keys()).sort((p, q) => compareIds(ids[order[p]!]!, ids[order[q]!]!));
  byId.forEach((at, rank) => (idRank[at] = rank));

  const pop: Population = {
    size: n, radiusMiles, cosRadius: cosOfRadius(radiusMiles), ids, order, position, idRank,
    gender: new Uint8Array(n), seeks: new Uint8Array(n), ethnicity: new Uint8Array(n), ethnicityMask: new Uint8Array(n),
    birthYear: new Int16Array(n), lat: new Float64Array(n), lon: new Float64Array(n),
    x: new Float64Array(n), y: new Float64Array(n), z: new Float64Array(n),
    answers: new Uint8Array(n * QUESTIONS), packed: new Uint32Array(n * WORDS_PER_MEMBER),
    weights: new Uint8Array(n * CATEGORY_COUNT), eq: new Uint8Array(n * EQ_COUNT), denominator: new Uint32Array(n),
    grid: { degrees, columns, cells: new Map(cellKeys.map((key, i) => [key, i])) },
    groupStart: new Int32Array(cellKeys.length * GROUP_COUNT + 1),
  };
  for (let at = 0; at < n; at++) {
    const m = members[order[at]!]!;
    fillMember(pop, at, m);
    pop.groupStart[cellNumber[at]! * GROUP_COUNT + groups[at]! + 1]!++;
  }
  for (let i = 1; i < pop.groupStart.length; i++) pop.groupStart[i]! += pop.groupStart[i - 1]!;
  return pop;
}

/** Plain UTF-16 code-unit order (locale-independent, the same on every machine). */
export const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

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
  packAnswers(m.blueprint, pop.packed, at * WORDS_PER_MEMBER);
  for (let c = 0; c < CATEGORY_COUNT; c++) pop.weights[at * CATEGORY_COUNT + c] = categoryWeight(m.blueprint, c);
  pop.eq.set(m.eq, at * EQ_COUNT);
  pop.denominator[at] = directionDenominator(m.blueprint, m.eq);
}

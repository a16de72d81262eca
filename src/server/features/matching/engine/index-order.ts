import { ethnicityCode, genderCode } from './filters.js';
import { distanceOf, REACH_CLASSES, reachClass } from './preferences.js';
import { ANY_ETHNICITY, ETHNICITIES, type MemberInput } from './types.js';

/**
 * Members are grouped by what the hard filters compare: own gender, sought gender, own
 * ethnicity and ethnicity preference (4 ethnicities + "Doesn't matter"), and how far they
 * reach (REACH_CLASSES): 4 x 2 x 2 x 4 x 5 = 320 groups. A search reads only the groups whose
 * members pass the gender and ethnicity filters both ways, so those filters cost nothing per
 * candidate; the pair pass meets each pair from the shorter reach, so it reads only the groups
 * that reach at least as far (pair-pass.ts).
 */
export const BASE_GROUPS = 80;
export const GROUP_COUNT = BASE_GROUPS * REACH_CLASSES;
const PREFERENCES = ETHNICITIES.length + 1;
const ANY = ETHNICITIES.length;

export function groupCode(
  gender: number,
  seeks: number,
  ethnicity: number,
  preference: number,
  reach: number,
): number {
  const base = ((gender * 2 + seeks) * ETHNICITIES.length + ethnicity) * PREFERENCES + preference;
  return reach * BASE_GROUPS + base;
}

export function groupOf(m: MemberInput): number {
  const preference =
    m.ethnicityPreference === ANY_ETHNICITY ? ANY : ethnicityCode(m.ethnicityPreference);
  return groupCode(
    genderCode(m.gender),
    genderCode(m.lookingFor),
    ethnicityCode(m.ethnicity),
    preference,
    reachClass(distanceOf(m)),
  );
}

/**
 * The groups whose members a member (gender, seeks, ethnicity, accepted mask) may be matched
 * with, among those of reach class `fromReach` and above.
 */
export function partnerGroups(
  gender: number,
  seeks: number,
  ethnicity: number,
  mask: number,
  fromReach = 0,
): number[] {
  const groups: number[] = [];
  for (let reach = fromReach; reach < REACH_CLASSES; reach++) {
    for (let e = 0; e < ETHNICITIES.length; e++) {
      if (((mask >> e) & 1) === 0) continue;
      groups.push(
        groupCode(seeks, gender, e, ethnicity, reach),
        groupCode(seeks, gender, e, ANY, reach),
      );
    }
  }
  return groups;
}

/**
 * The index order: by cell, then group, then birth year, then input position. Sorted as one
 * numeric key in a Float64Array when the key fits in 2^53 (always, for any realistic size), else
 * by a comparator.
 */
export function sortForIndex(members: readonly MemberInput[], keyOf: (m: MemberInput) => number) {
  const n = members.length;
  const keys = members.map(keyOf);
  const cellKeys = [...new Set(keys)].sort((a, b) => a - b);
  const cellOfKey = new Map(cellKeys.map((key, i) => [key, i]));
  let minYear = Infinity;
  let maxYear = -Infinity;
  for (const m of members) {
    minYear = Math.min(minYear, m.birthYear);
    maxYear = Math.max(maxYear, m.birthYear);
  }
  const years = n ? maxYear - minYear + 1 : 1;
  const cellAt = new Int32Array(n);
  const groupAt = new Uint16Array(n);
  const rank = (i: number) =>
    (cellOfKey.get(keys[i]!)! * GROUP_COUNT + groupOf(members[i]!)) * years +
    members[i]!.birthYear -
    minYear;
  let order: Int32Array;
  if (cellKeys.length * GROUP_COUNT * years * n < 2 ** 53) {
    const sortKeys = new Float64Array(n);
    for (let i = 0; i < n; i++) sortKeys[i] = rank(i) * n + i;
    sortKeys.sort();
    order = Int32Array.from(sortKeys, (key) => key % n);
  } else {
    const ranks = members.map((_, i) => rank(i));
    order = Int32Array.from(ranks.keys()).sort((a, b) => ranks[a]! - ranks[b]! || a - b);
  }
  order.forEach((input, at) => {
    cellAt[at] = cellOfKey.get(keys[input]!)!;
    groupAt[at] = groupOf(members[input]!);
  });
  return { order, cellKeys, cellNumber: cellAt, groups: groupAt };
}

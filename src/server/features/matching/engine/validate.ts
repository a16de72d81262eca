import { BLUEPRINT_QUESTION_COUNT } from '#shared/domain/blueprint-scoring.js';
import { EQ_CATEGORIES, EQ_POINTS_PER_CATEGORY } from '#shared/domain/eq-scoring.js';
import { ANY_ETHNICITY, ETHNICITIES, GENDERS, type MemberInput } from './types.js';

/** Birth years the engine accepts; ages outside 18+ simply match nobody. */
export const MIN_BIRTH_YEAR = 1900;
export const MAX_BIRTH_YEAR = 2100;

const isIntIn = (v: unknown, min: number, max: number) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

function problem(m: MemberInput): string | null {
  if (typeof m.id !== 'string' || m.id === '') return 'id must be a non-empty string';
  if (!GENDERS.includes(m.gender)) return 'gender must be Woman or Man';
  if (!GENDERS.includes(m.lookingFor)) return 'lookingFor must be Woman or Man';
  if (!ETHNICITIES.includes(m.ethnicity))
    return 'ethnicity must be White, Black, Asian or Hispanic';
  if (m.ethnicityPreference !== ANY_ETHNICITY && !ETHNICITIES.includes(m.ethnicityPreference)) {
    return `ethnicityPreference must be an ethnicity or "${ANY_ETHNICITY}"`;
  }
  if (!isIntIn(m.birthYear, MIN_BIRTH_YEAR, MAX_BIRTH_YEAR))
    return `birthYear must be a year from ${MIN_BIRTH_YEAR} to ${MAX_BIRTH_YEAR}`;
  if (!(Math.abs(m.lat) <= 90) || !(Math.abs(m.lon) <= 180))
    return 'lat/lon must be a point on Earth';
  if (m.blueprint.length !== BLUEPRINT_QUESTION_COUNT)
    return `blueprint must hold ${BLUEPRINT_QUESTION_COUNT} answers`;
  for (let i = 0; i < m.blueprint.length; i++) {
    if (!isIntIn(m.blueprint[i], 1, 5)) return 'blueprint answers are whole numbers from 1 to 5';
  }
  if (m.eq.length !== EQ_CATEGORIES.length)
    return `eq must hold ${EQ_CATEGORIES.length} category scores`;
  if (!m.eq.every((v) => isIntIn(v, 0, EQ_POINTS_PER_CATEGORY)))
    return `eq scores are whole numbers from 0 to ${EQ_POINTS_PER_CATEGORY}`;
  return null;
}

/** Throws a RangeError naming the first bad member; the engine trusts its columns afterwards. */
export function validateMembers(members: readonly MemberInput[]) {
  const seen = new Set<string>();
  members.forEach((m, i) => {
    const why = problem(m);
    if (why) throw new RangeError(`Member ${i} (${String(m.id)}): ${why}`);
    if (seen.has(m.id)) throw new RangeError(`Member ${i}: duplicate id ${m.id}`);
    seen.add(m.id);
  });
}

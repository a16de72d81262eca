import { BLUEPRINT_QUESTION_COUNT } from '#shared/domain/blueprint-scoring.js';
import { EQ_CATEGORIES, EQ_POINTS_PER_CATEGORY } from '#shared/domain/eq-scoring.js';
import { DEALBREAKER_TOPICS } from '#shared/domain/match-preferences.js';
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
  return preferencesProblem(m);
}

function preferencesProblem(m: MemberInput): string | null {
  const range = m.ageRange;
  if (range && !(isIntIn(range.min, 18, 100) && isIntIn(range.max, range.min, 100)))
    return 'ageRange must be whole ages with 18 <= min <= max <= 100';
  if (m.maxDistanceMiles != null && !isIntIn(m.maxDistanceMiles, 1, 127))
    return 'maxDistanceMiles must be whole miles from 1 to 127, or null for anywhere';
  if (m.dealbreakers?.some((t) => !DEALBREAKER_TOPICS.includes(t)))
    return `dealbreakers must be among ${DEALBREAKER_TOPICS.join(', ')}`;
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

import {
  ANY_ETHNICITY,
  ETHNICITIES,
  GENDERS,
  type EthnicityPreference,
  type Ethnicity,
  type Gender,
} from './types.js';

/**
 * The hard filters, as pure functions. A pair is considered only when each side passes the
 * other's filters: gender (each wants the other's), ethnicity (each accepts the other's),
 * age (each is inside the other's window) and distance (checked in geo.ts / search.ts).
 */

export const genderCode = (g: Gender) => GENDERS.indexOf(g);
export const ethnicityCode = (e: Ethnicity) => ETHNICITIES.indexOf(e);

/** The ethnicities a preference accepts, as a 4-bit mask over ETHNICITIES ("Doesn't matter": all). */
export function ethnicityMask(preference: EthnicityPreference): number {
  return preference === ANY_ETHNICITY ? 0b1111 : 1 << ETHNICITIES.indexOf(preference);
}

export const acceptsEthnicity = (mask: number, ethnicity: number) =>
  ((mask >> ethnicity) & 1) === 1;

/** Age as the questionnaire allows: the year now minus the birth year (birthdays are unknown). */
export const ageIn = (year: number, birthYear: number) => year - birthYear;

const ADULT = 18;

/**
 * The default age window for a member of a given age: from "half your age plus seven" (never
 * under 18) up to ten years older, and never past 2 * (age - 7), the same rule read from the
 * older side. Both ends grow with age. Since every pair is checked both ways, two members see each
 * other when they are at most ten years apart and the younger is at least half the older's age
 * plus seven: a 30-year-old's window is 22-40, a 46-year-old's 30-56, and a 30- and a 40-year-old
 * match while a 21- and a 30-year-old don't (21 < 30 / 2 + 7). An age under 18 gets an empty
 * window (min > max).
 */
export function defaultAgeWindow(age: number): { min: number; max: number } {
  if (age < ADULT) return { min: ADULT, max: ADULT - 1 };
  return { min: Math.max(ADULT, Math.floor(age / 2) + 7), max: Math.min(2 * (age - 7), age + 10) };
}

/** True when each age lies inside the other's default window. */
export function agesCompatible(ageA: number, ageB: number): boolean {
  const a = defaultAgeWindow(ageA);
  const b = defaultAgeWindow(ageB);
  return ageB >= a.min && ageB <= a.max && ageA >= b.min && ageA <= b.max;
}

/** Each wants the other's gender. */
export const gendersCompatible = (
  genderA: number,
  seeksA: number,
  genderB: number,
  seeksB: number,
) => seeksA === genderB && seeksB === genderA;

/** Each accepts the other's ethnicity. */
export const ethnicitiesCompatible = (ethA: number, maskA: number, ethB: number, maskB: number) =>
  acceptsEthnicity(maskA, ethB) && acceptsEthnicity(maskB, ethA);

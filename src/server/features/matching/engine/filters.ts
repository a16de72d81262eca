import { defaultAgeWindow } from '#shared/domain/match-preferences.js';
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
 * other's filters: gender (each wants the other's), ethnicity (each accepts the other's), and
 * the member's own preferences, age window, distance and dealbreakers (preferences.ts).
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

export { defaultAgeWindow };

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

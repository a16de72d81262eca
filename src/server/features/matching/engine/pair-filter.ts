import { ethnicitiesCompatible, gendersCompatible } from './filters.js';
import { RECORD_PREFERENCES, RECORD_WORDS } from './kernel.js';
import type { PopulationColumns } from './population.js';
import { preferencesAllow } from './preferences.js';

const wordOf = (pop: PopulationColumns, a: number) =>
  pop.records[a * RECORD_WORDS + RECORD_PREFERENCES]!;

/** Every hard filter, both ways, for members a and b (index positions). */
export function passesFilters(pop: PopulationColumns, a: number, b: number): boolean {
  if (a === b) return false;
  return (
    gendersCompatible(pop.gender[a]!, pop.seeks[a]!, pop.gender[b]!, pop.seeks[b]!) &&
    ethnicitiesCompatible(
      pop.ethnicity[a]!,
      pop.ethnicityMask[a]!,
      pop.ethnicity[b]!,
      pop.ethnicityMask[b]!,
    ) &&
    preferencesAllow(
      wordOf(pop, a),
      pop.year - pop.birthYear[a]!,
      wordOf(pop, b),
      pop.year - pop.birthYear[b]!,
      pop.x[a]! * pop.x[b]! + pop.y[a]! * pop.y[b]! + pop.z[a]! * pop.z[b]!,
    )
  );
}

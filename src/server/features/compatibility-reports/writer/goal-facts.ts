/** The member's life goals as decisions, so a clear answer is never written up as an open one. */

export const GOAL_TRAITS = [
  'wants_children',
  'marriage',
  'putting_down_roots',
  'career_ambition',
] as const;
export type GoalTrait = (typeof GOAL_TRAITS)[number];

/** A clear yes (70+), a clear no (40 or less) or undecided (in between), as levelOf bands them. */
export type Decision = 'yes' | 'no' | 'undecided';

/**
 * The shape of the life-goals area, read from the decisions rather than the area's mean: two
 * or more undecided goals make it 'open'; otherwise yeses only 'clear', noes only 'light' (a
 * settled no, never described as open) and both 'contrast'.
 */
export function goalShape(decisions: readonly Decision[]): 'clear' | 'light' | 'contrast' | 'open' {
  const count = (d: Decision) => decisions.filter((x) => x === d).length;
  if (count('undecided') >= 2) return 'open';
  if (count('yes') > 0 && count('no') > 0) return 'contrast';
  return count('yes') > 0 ? 'clear' : 'light';
}

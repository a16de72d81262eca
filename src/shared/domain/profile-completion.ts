/** The profile fields a member fills in themselves; completion is the share that is filled. */
export const PROFILE_COMPLETION_FIELDS = [
  'fullName',
  'avatarUrl',
  'age',
  'location',
  'occupation',
  'education',
  'aboutMe',
  'interestsHobbies',
  'lookingFor',
] as const;

type CompletionInput = Partial<Record<(typeof PROFILE_COMPLETION_FIELDS)[number], unknown>>;

const filled = (v: unknown) =>
  v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');

/** Percent of the profile fields that are filled, rounded to a whole number (0-100). */
export function profileCompletion(profile: CompletionInput): number {
  const count = PROFILE_COMPLETION_FIELDS.filter((f) => filled(profile[f])).length;
  return Math.round((count / PROFILE_COMPLETION_FIELDS.length) * 100);
}

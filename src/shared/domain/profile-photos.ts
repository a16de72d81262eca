/** Most photos a member may have (issue 31, part 4); the first in their order is the main photo. */
export const MAX_PROFILE_PHOTOS = 6;

/** The photo manager's refusals, in the words the server answers with and the editor shows. */
export const PHOTO_MESSAGES = {
  tooMany: `You can have up to ${MAX_PROFILE_PHOTOS} photos. Remove one to add another.`,
  badOrder: 'Your photos changed in another window. Please reload and try again.',
  notFound: 'That photo is no longer there. Please reload and try again.',
} as const;

/**
 * `ids` with the one at `from` moved to `to` (both 0-based, within the list), the others keeping
 * their order: what dragging a photo or its Move buttons ask for.
 */
export function movedTo<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

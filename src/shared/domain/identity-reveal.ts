/**
 * Identity reveal between two connected matches (docs/security-rules.md, rule 28): until both
 * members of a conversation consent, each sees only the other's first name and a blurred photo.
 * A consent is never taken back, and nothing reveals anyone on a timer.
 */

/** Where the reveal of one conversation stands, as one of its two members sees it. */
export const IDENTITY_REVEAL_STATUSES = [
  'none',
  'requested_by_me',
  'requested_by_them',
  'revealed',
] as const;
export type IdentityRevealStatus = (typeof IDENTITY_REVEAL_STATUSES)[number];

/** The status from the two consents: the viewer's own and the other member's. */
export function revealStatusOf(mine: boolean, theirs: boolean): IdentityRevealStatus {
  if (mine && theirs) return 'revealed';
  if (mine) return 'requested_by_me';
  return theirs ? 'requested_by_them' : 'none';
}

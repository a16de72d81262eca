import { sql, type SQL } from 'drizzle-orm';
import type { MatchProfile } from '#shared/contracts/matching.js';
import { firstNameOf } from '#shared/domain/accounts.js';
import { chatSessions, identityReveals, profilePhotos, profiles } from '#server/db/schema.js';
import { photoVerified } from './photo-verified.js';
import { membersShownTo } from './shown-to.js';

/**
 * The id of the profile row read, always with its table's name: drizzle leaves the name out when
 * a select reads one table only, and inside the subqueries below a bare "id" is the conversation's.
 */
const profileId = sql`${profiles}.${sql.identifier(profiles.id.name)}`;

/**
 * Whether `memberId` consented to reveal in the conversation between the viewer and the member
 * whose profile row is read (`profiles.id`). Without a conversation there is no consent, so
 * matches who are not connected are never revealed.
 */
const consentedBy = (viewerId: string, memberId: string | SQL) => sql<boolean>`EXISTS (
  SELECT 1 FROM ${identityReveals} r JOIN ${chatSessions} c ON c.id = r.session_id
  WHERE r.user_id = ${memberId}
    AND ((c.user1_id = ${viewerId} AND c.user2_id = ${profileId})
      OR (c.user2_id = ${viewerId} AND c.user1_id = ${profileId})))`;

/** Both files of each of the member's photos, main first, for `asSeenBy` to choose from. */
const photoFiles = sql<{ url: string; blurredUrl: string | null }[]>`(
  SELECT coalesce(
    json_agg(json_build_object('url', p.url, 'blurredUrl', p.blurred_url) ORDER BY p.position),
    '[]')
  FROM ${profilePhotos} p WHERE p.user_id = ${profileId})`;

/**
 * The columns to read of another member's profile (joined as `profiles`) for `viewerId`: what a
 * match may see, the two consents, and both names and photos so that `asSeenBy` can choose. Never
 * the email, the plan or anything paid. Every answer that shows another member reads these.
 */
export const matchProfileColumns = (viewerId: string) => ({
  userId: profiles.id,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  avatarBlurredUrl: profiles.avatarBlurredUrl,
  photos: photoFiles,
  age: profiles.age,
  location: profiles.location,
  occupation: profiles.occupation,
  consentedByViewer: consentedBy(viewerId, viewerId),
  consentedByMatch: consentedBy(viewerId, profileId),
  // One hashed subquery per statement, not one per row: the viewer's circle is read once.
  photoShown: sql<boolean>`${profileId} IN (${membersShownTo(viewerId)})`,
  verified: photoVerified,
});

export interface MatchProfileRow {
  userId: string;
  fullName: string;
  avatarUrl: string | null;
  avatarBlurredUrl: string | null;
  /** All of their photos, main first (the main one is also in the avatar columns). */
  photos: { url: string; blurredUrl: string | null }[];
  age: number | null;
  location: string | null;
  occupation: string | null;
  consentedByViewer: boolean;
  consentedByMatch: boolean;
  /** The viewer may see this member's photo now (shown-to.ts); false for a blocked or ended match. */
  photoShown: boolean;
  /** The "Verified" badge: a moderator matched a selfie to their current main photo. */
  verified: boolean;
}

/**
 * Another member as the viewer may see them (docs/security-rules.md, rule 28): until both have
 * consented, the first name and the blurred copies of their photos only; a photo from before
 * blurred copies existed has none, and is left out (the main one shows as the initial) until its
 * owner uploads one again. A member outside the viewer's circle (a blocked member in the
 * blocker's list) shows no photo at all: the file route would refuse it to them
 * (photo-access.ts), so no answer holds a dead link.
 */
export function asSeenBy(row: MatchProfileRow): MatchProfile {
  const revealed = row.consentedByViewer && row.consentedByMatch;
  const shown = (clear: string | null, blurred: string | null) =>
    row.photoShown ? (revealed ? clear : blurred) : null;
  return {
    userId: row.userId,
    name: revealed ? row.fullName : firstNameOf(row.fullName),
    avatarUrl: shown(row.avatarUrl, row.avatarBlurredUrl),
    photos: row.photos.map((p) => shown(p.url, p.blurredUrl)).filter((url) => url !== null),
    age: row.age,
    location: row.location,
    occupation: row.occupation,
    identityRevealed: revealed,
    verified: row.verified,
  };
}

import { sql } from 'drizzle-orm';
import type { MatchProfile } from '../../../shared/contracts/matching.js';
import { firstNameOf } from '../../../shared/domain/accounts.js';
import { chatSessions, identityReveals, profiles } from '../../db/schema.js';

/**
 * Whether `memberId` consented to reveal in the conversation between the viewer and the member
 * whose profile row is read (`profiles.id`). Without a conversation there is no consent, so
 * matches who are not connected are never revealed.
 */
const consentedBy = (
  viewerId: string,
  memberId: string | typeof profiles.id,
) => sql<boolean>`EXISTS (
  SELECT 1 FROM ${identityReveals} r JOIN ${chatSessions} c ON c.id = r.session_id
  WHERE r.user_id = ${memberId}
    AND ((c.user1_id = ${viewerId} AND c.user2_id = ${profiles.id})
      OR (c.user2_id = ${viewerId} AND c.user1_id = ${profiles.id})))`;

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
  age: profiles.age,
  location: profiles.location,
  occupation: profiles.occupation,
  consentedByViewer: consentedBy(viewerId, viewerId),
  consentedByMatch: consentedBy(viewerId, profiles.id),
});

export interface MatchProfileRow {
  userId: string;
  fullName: string;
  avatarUrl: string | null;
  avatarBlurredUrl: string | null;
  age: number | null;
  location: string | null;
  occupation: string | null;
  consentedByViewer: boolean;
  consentedByMatch: boolean;
}

/**
 * Another member as the viewer may see them (docs/security-rules.md, rule 28): until both have
 * consented, the first name and the blurred photo only; a photo from before blurred copies
 * existed has none, and shows as no photo (the initial) until its owner uploads one again.
 */
export function asSeenBy(row: MatchProfileRow): MatchProfile {
  const revealed = row.consentedByViewer && row.consentedByMatch;
  return {
    userId: row.userId,
    name: revealed ? row.fullName : firstNameOf(row.fullName),
    avatarUrl: revealed ? row.avatarUrl : row.avatarBlurredUrl,
    age: row.age,
    location: row.location,
    occupation: row.occupation,
    identityRevealed: revealed,
  };
}

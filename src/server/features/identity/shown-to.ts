import { sql } from 'drizzle-orm';
import {
  chatRequests,
  chatSessions,
  endedMatches,
  matchedUsers,
  memberBlocks,
} from '#server/db/schema.js';

/**
 * The ids of the members whose photo `viewerId` may see right now, as a subquery: exactly the
 * members some answer shows them. A match in their list (`/api/matches`), the sender of a
 * request waiting for their answer (`/api/chat-requests/incoming`), the other member of an open
 * conversation (`/api/chats`). Blocking or unmatching removes all three in its own transaction
 * (features/safety, `separate`), so the photo is withdrawn at once; a block either way or an
 * ended match is still subtracted here, so that no match written in a race with a block can
 * show a photo again (docs/security-rules.md, rule 27).
 */
export const membersShownTo = (viewerId: string) => sql`
  SELECT shown.id FROM (
    SELECT m.matched_user_id FROM ${matchedUsers} m WHERE m.user_id = ${viewerId}
    UNION ALL
    SELECT r.sender_id FROM ${chatRequests} r
      WHERE r.receiver_id = ${viewerId} AND r.status = 'pending'
    UNION ALL
    SELECT CASE WHEN c.user1_id = ${viewerId} THEN c.user2_id ELSE c.user1_id END
      FROM ${chatSessions} c
      WHERE (c.user1_id = ${viewerId} OR c.user2_id = ${viewerId}) AND c.closed_at IS NULL
    EXCEPT
    SELECT b.blocked_id FROM ${memberBlocks} b WHERE b.blocker_id = ${viewerId}
    EXCEPT
    SELECT b.blocker_id FROM ${memberBlocks} b WHERE b.blocked_id = ${viewerId}
    EXCEPT
    SELECT CASE WHEN e.user_a = ${viewerId} THEN e.user_b ELSE e.user_a END
      FROM ${endedMatches} e WHERE e.user_a = ${viewerId} OR e.user_b = ${viewerId}
  ) shown(id)`;

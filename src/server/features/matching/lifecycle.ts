import { sql } from 'drizzle-orm';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { between } from '#server/db/pair-condition.js';
import { matchedUsers } from '#server/db/schema.js';

/**
 * Matching's part: a departing member's matches are refreshed so the member leaves their lists
 * at once (the rows go with the account's key); a separated pair's match goes for both.
 */
export const matchingLifecycle: MemberLifecycle = {
  owner: 'matching',
  async erase(tx, member) {
    const rows = await tx
      .select({
        id: sql<string>`CASE WHEN ${matchedUsers.userId} = ${member.id}
          THEN ${matchedUsers.matchedUserId} ELSE ${matchedUsers.userId} END`,
      })
      .from(matchedUsers)
      .where(sql`${member.id} IN (${matchedUsers.userId}, ${matchedUsers.matchedUserId})`);
    return { touched: rows.map((r) => r.id) };
  },
  async separate(tx, a, b) {
    await tx
      .delete(matchedUsers)
      .where(between(a, b, matchedUsers.userId, matchedUsers.matchedUserId));
  },
};

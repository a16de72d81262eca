import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/connect.js';
import type { MemberLifecycle } from '#server/db/member-lifecycle.js';
import { between } from '#server/db/pair-condition.js';
import { chatRequests, chatSessions } from '#server/db/schema.js';
import { refundMatchCredit } from '../profiles/index.js';

/** Pending requests matching `where` go, and each sender gets back the credit they spent. */
async function withdrawRequests(tx: Db, where: ReturnType<typeof and>) {
  const withdrawn = await tx
    .delete(chatRequests)
    .where(and(eq(chatRequests.status, 'pending'), where))
    .returning({ senderId: chatRequests.senderId, creditSpent: chatRequests.creditSpent });
  for (const { senderId, creditSpent } of withdrawn)
    if (creditSpent) await refundMatchCredit(tx, senderId);
}

/** The other members of this member's open conversations and pending requests. */
async function counterparts(tx: Db, userId: string) {
  const { rows } = (await tx.execute(sql`
    SELECT CASE WHEN user1_id = ${userId} THEN user2_id ELSE user1_id END AS id
      FROM ${chatSessions} WHERE ${userId} IN (user1_id, user2_id) AND closed_at IS NULL
    UNION SELECT CASE WHEN sender_id = ${userId} THEN receiver_id ELSE sender_id END
      FROM ${chatRequests} WHERE ${userId} IN (sender_id, receiver_id) AND status = 'pending'`)) as {
    rows: { id: string | null }[];
  };
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/**
 * Chat requests' part. A departing member: whoever sent them a pending request gets the credit
 * back, and a conversation whose other member already left goes entirely (the rest keep the
 * member's messages, shown as from "Deleted member"). A separated pair: a pending request
 * between them is withdrawn with its credit returned, and their conversation closes (it stays
 * readable, and nobody can write in it).
 */
export const chatRequestsLifecycle: MemberLifecycle = {
  owner: 'chat-requests',
  async erase(tx, { id }) {
    const touched = await counterparts(tx, id);
    await withdrawRequests(tx, eq(chatRequests.receiverId, id));
    await tx
      .delete(chatSessions)
      .where(
        or(
          and(eq(chatSessions.user1Id, id), isNull(chatSessions.user2Id)),
          and(eq(chatSessions.user2Id, id), isNull(chatSessions.user1Id)),
        ),
      );
    return { touched };
  },
  async separate(tx, a, b, now) {
    await withdrawRequests(tx, between(a, b, chatRequests.senderId, chatRequests.receiverId));
    await tx
      .update(chatSessions)
      .set({ closedAt: now })
      .where(
        and(
          between(a, b, chatSessions.user1Id, chatSessions.user2Id),
          isNull(chatSessions.closedAt),
        ),
      );
  },
};

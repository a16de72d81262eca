import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import {
  auditLog,
  chatRequests,
  chatSessions,
  dataExports,
  mailOutbox,
  orders,
  profiles,
} from '../../db/schema.js';
import { refundMatchCredit } from '../profiles/index.js';

/** The members whose screens show this member: matches, open conversations, pending requests. */
async function membersTouching(tx: Db, userId: string): Promise<string[]> {
  const { rows } = (await tx.execute(sql`
    SELECT matched_user_id AS id FROM matched_users WHERE user_id = ${userId}
    UNION SELECT user_id FROM matched_users WHERE matched_user_id = ${userId}
    UNION SELECT CASE WHEN user1_id = ${userId} THEN user2_id ELSE user1_id END
      FROM chat_sessions WHERE ${userId} IN (user1_id, user2_id) AND closed_at IS NULL
    UNION SELECT CASE WHEN sender_id = ${userId} THEN receiver_id ELSE sender_id END
      FROM chat_requests WHERE ${userId} IN (sender_id, receiver_id) AND status = 'pending'`)) as {
    rows: { id: string | null }[];
  };
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/**
 * In the caller's transaction, just before the account row goes (its cascading keys take the
 * rest): what the keys cannot do. Members who sent this one a pending request get their credit
 * back; others' match lists forget them; payment records lose the card details (the amounts,
 * dates and provider references are kept, as the law requires, with no owner); audit entries
 * lose the IP; mails to the address go. A conversation whose other member already left goes
 * entirely. Returns who to refresh and which stored files to delete after commit.
 */
export async function eraseMember(tx: Db, userId: string, email: string) {
  const touched = await membersTouching(tx, userId);
  const waiting = await tx
    .delete(chatRequests)
    .where(and(eq(chatRequests.receiverId, userId), eq(chatRequests.status, 'pending')))
    .returning({ senderId: chatRequests.senderId });
  for (const { senderId } of waiting) await refundMatchCredit(tx, senderId);
  await tx
    .update(profiles)
    .set({ matchedUsers: sql`array_remove(${profiles.matchedUsers}, ${userId})` })
    .where(sql`${userId} = ANY(${profiles.matchedUsers})`);
  await tx
    .update(orders)
    .set({ cardBrand: null, cardLast4: null, cardExpMonth: null, cardExpYear: null })
    .where(eq(orders.userId, userId));
  await tx.update(auditLog).set({ ip: null }).where(eq(auditLog.actorId, userId));
  await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
  await tx
    .delete(chatSessions)
    .where(
      or(
        and(eq(chatSessions.user1Id, userId), sql`${chatSessions.user2Id} IS NULL`),
        and(eq(chatSessions.user2Id, userId), sql`${chatSessions.user1Id} IS NULL`),
      ),
    );
  const exportFiles = await tx
    .select({ key: dataExports.fileKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.fileKey)));
  return { touched, files: exportFiles.map((f) => f.key!) };
}

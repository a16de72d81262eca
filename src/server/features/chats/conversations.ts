import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Conversation } from '#shared/contracts/chats.js';
import type { MatchProfile } from '#shared/contracts/matching.js';
import { revealStatusOf } from '#shared/domain/identity-reveal.js';
import type { Db } from '#server/db/connect.js';
import { chatMessages, chatReads, chatSessions, profiles } from '#server/db/schema.js';
import { asSeenBy, matchProfileColumns, type MatchProfileRow } from '../identity/index.js';
import { toChatMessage, unreadCounts } from './messages.js';

/** The other side of a conversation whose member deleted their account: nothing that was theirs. */
const DELETED_MEMBER: MatchProfile = {
  userId: '',
  name: 'Deleted member',
  avatarUrl: null,
  photos: [],
  identityRevealed: false,
  verified: false,
  age: null,
  location: null,
  occupation: null,
};

/**
 * This member's conversations, newest first: the other member (as features/identity lets them be
 * seen), where their identity reveal stands, the last message, unread counts.
 */
export async function listConversations(db: Db, userId: string): Promise<Conversation[]> {
  const otherId = sql<string>`CASE WHEN ${chatSessions.user1Id} = ${userId} THEN ${chatSessions.user2Id} ELSE ${chatSessions.user1Id} END`;
  const sessions = await db
    .select({
      sessionId: chatSessions.id,
      createdAt: chatSessions.createdAt,
      ...matchProfileColumns(userId),
    })
    .from(chatSessions)
    // A member who deleted their account has no profile: their side reads "Deleted member".
    .leftJoin(profiles, eq(profiles.id, otherId))
    .where(
      and(
        or(eq(chatSessions.user1Id, userId), eq(chatSessions.user2Id, userId)),
        // A block or an unmatch ended it: it is listed for neither member.
        isNull(chatSessions.closedAt),
      ),
    );
  if (!sessions.length) return [];
  const ids = sessions.map((s) => s.sessionId);

  const [lastMessages, unreadBy, reads] = await Promise.all([
    db
      .selectDistinctOn([chatMessages.sessionId])
      .from(chatMessages)
      .where(inArray(chatMessages.sessionId, ids))
      .orderBy(chatMessages.sessionId, desc(chatMessages.createdAt), desc(chatMessages.id)),
    unreadCounts(db, ids, userId),
    db
      .select({ sessionId: chatReads.sessionId, messageId: chatReads.lastReadMessageId })
      .from(chatReads)
      .where(and(inArray(chatReads.sessionId, ids), ne(chatReads.userId, userId))),
  ]);
  const last = new Map(lastMessages.map((m) => [m.sessionId, m]));
  const theirRead = new Map(reads.map((r) => [r.sessionId, r.messageId]));

  return sessions
    .map(({ sessionId, createdAt, ...member }) => {
      const lastMessage = last.get(sessionId);
      const left = member.userId === null || member.fullName === null;
      return {
        sessionId,
        with: left ? DELETED_MEMBER : asSeenBy(member as MatchProfileRow),
        memberLeft: left,
        identityReveal: revealStatusOf(member.consentedByViewer, member.consentedByMatch),
        lastMessage: lastMessage ? toChatMessage(lastMessage) : null,
        unread: unreadBy.get(sessionId) ?? 0,
        theirLastRead: theirRead.get(sessionId) ?? null,
        updatedAt: (lastMessage?.createdAt ?? createdAt).toISOString(),
      };
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, type ChatMessage } from '#shared/contracts/chats.js';
import type { Db } from '#server/db/connect.js';
import { chatMessages, chatReads } from '#server/db/schema.js';
import { otherMemberOf } from './access.js';
import { insertMessage, type NewMessage } from './message-batch.js';
import { chatErrors } from './errors.js';

type MessageRow = typeof chatMessages.$inferSelect;

/** Most messages one catch-up answer carries; the browser asks again while `hasMore`. */
const CATCH_UP_LIMIT = 200;
/**
 * A message's time is its transaction's start, so one that started earlier can commit after a
 * newer one was already fetched. Catch-up looks this far back before its cursor; the browser
 * merges by id, so nothing is shown twice and nothing committed late is missed.
 */
const LATE_COMMIT_WINDOW = '10 seconds';

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  sessionId: row.sessionId,
  senderId: row.senderId,
  content: row.content,
  kind: row.kind as ChatMessage['kind'],
  payload: row.payload ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a message once under the id its sender chose, in one statement (shared with the messages
 * sent at the same moment) that also checks the sender belongs to the conversation and names the
 * other member. A retry of the same send answers the stored message; the same id with anything
 * else is refused, and a conversation the sender is not in is not found.
 */
export async function storeMessage(
  db: Db,
  input: NewMessage,
): Promise<{ message: ChatMessage; created: boolean; otherId: string }> {
  const { id, sessionId, senderId, content } = input;
  const row = await insertMessage(db, input);
  if (row)
    return {
      message: {
        id: String(row.id),
        sessionId: String(row.sessionId),
        senderId: String(row.senderId),
        content: String(row.content),
        kind: row.kind as ChatMessage['kind'],
        payload: null,
        createdAt: new Date(row.createdAt).toISOString(),
      },
      created: true,
      otherId: String(row.otherId),
    };
  // Nothing stored: not their conversation (404), closed (409), or the id was used before.
  const otherId = await otherMemberOf(db, sessionId, senderId);
  const [existing] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  const same =
    existing &&
    existing.sessionId === sessionId &&
    existing.senderId === senderId &&
    existing.content === content;
  if (!same)
    throw chatErrors.fail(
      'DUPLICATE_MESSAGE_ID',
      'This message id was already used for another message.',
    );
  return { message: toChatMessage(existing), created: false, otherId };
}

/** The message a cursor names, in this conversation; a cursor from elsewhere is not found. */
async function checkCursor(db: Db, sessionId: string, messageId: string) {
  const [cursor] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.sessionId, sessionId)));
  if (!cursor) throw chatErrors.fail('NOT_FOUND', 'This message is not in this conversation.');
}

/**
 * A cursor message's time, read inside the query: PostgreSQL keeps microseconds, a JavaScript
 * Date only milliseconds, so a round trip through the app would blur the order of close messages.
 */
const timeOf = (messageId: string) =>
  sql`(SELECT ${chatMessages.createdAt} FROM ${chatMessages} WHERE ${chatMessages.id} = ${messageId})`;

/**
 * Up to `size` messages of a conversation beyond a boundary, walking back (history) or forward
 * (catch-up), answered oldest first with whether more lie beyond.
 */
async function walk(
  db: Db,
  sessionId: string,
  { boundary, direction, size }: { boundary?: SQL; direction: 'back' | 'forward'; size: number },
) {
  const order = direction === 'back' ? desc : asc;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.sessionId, sessionId), boundary))
    .orderBy(order(chatMessages.createdAt), order(chatMessages.id))
    .limit(size + 1);
  const messages = rows.slice(0, size).map(toChatMessage);
  return {
    messages: direction === 'back' ? messages.reverse() : messages,
    hasMore: rows.length > size,
  };
}

/** A page of history, oldest first: the newest page, or the one before a message. */
export async function historyPage(db: Db, sessionId: string, before?: string) {
  if (before) await checkCursor(db, sessionId, before);
  const boundary = before
    ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${timeOf(before)}, ${before}::uuid)`
    : undefined;
  return walk(db, sessionId, { boundary, direction: 'back', size: CHAT_PAGE_SIZE });
}

/** Everything after a message (and late commits just before it), oldest first. */
export async function catchUp(db: Db, sessionId: string, after: string) {
  await checkCursor(db, sessionId, after);
  const boundary = gt(
    chatMessages.createdAt,
    sql`${timeOf(after)} - ${LATE_COMMIT_WINDOW}::interval`,
  );
  return walk(db, sessionId, { boundary, direction: 'forward', size: CATCH_UP_LIMIT });
}

/** Per conversation: messages from the other member after this member's last read one. */
export async function unreadCounts(db: Db, sessionIds: string[], userId: string) {
  const rows = await db
    .select({ sessionId: chatMessages.sessionId, count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .leftJoin(
      chatReads,
      and(eq(chatReads.sessionId, chatMessages.sessionId), eq(chatReads.userId, userId)),
    )
    .where(
      and(
        inArray(chatMessages.sessionId, sessionIds),
        // (A null sender is a member who has since left: their messages count too.)
        sql`${chatMessages.senderId} IS DISTINCT FROM ${userId}`,
        sql`(${chatReads.lastReadAt} IS NULL OR ${chatMessages.createdAt} > ${chatReads.lastReadAt})`,
      ),
    )
    .groupBy(chatMessages.sessionId);
  return new Map(rows.map((r) => [r.sessionId, r.count]));
}

/** Moves this member's read mark forward to a message (never back: an old receipt is a no-op). */
export async function markRead(db: Db, sessionId: string, userId: string, messageId: string) {
  await checkCursor(db, sessionId, messageId);
  const readAt = timeOf(messageId);
  const moved = await db
    .insert(chatReads)
    .values({ sessionId, userId, lastReadMessageId: messageId, lastReadAt: readAt })
    .onConflictDoUpdate({
      target: [chatReads.sessionId, chatReads.userId],
      set: { lastReadMessageId: messageId, lastReadAt: readAt },
      setWhere: sql`${chatReads.lastReadAt} < ${readAt}`,
    })
    .returning({ id: chatReads.lastReadMessageId });
  const unread = (await unreadCounts(db, [sessionId], userId)).get(sessionId) ?? 0;
  return { moved: moved.length > 0, unread };
}

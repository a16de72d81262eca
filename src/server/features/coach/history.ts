import { and, desc, eq, sql } from 'drizzle-orm';
import { COACH_PAGE_SIZE, type CoachMessage } from '#shared/contracts/coach.js';
import type { Db } from '#server/db/connect.js';
import { chatHistory } from '#server/db/schema.js';
import type { CoachTurn } from './embedded-coach.js';
import { coachErrors } from './errors.js';

type Row = typeof chatHistory.$inferSelect;

const toMessage = (row: Row): CoachMessage => ({
  id: row.id,
  content: row.message,
  fromCoach: !row.isUserMessage,
  createdAt: row.createdAt.toISOString(),
});

/** Earlier turns a reply is written with: enough to follow the thread, short enough to be quick. */
const CONTEXT_TURNS = 12;

/** A message's own time, read inside the query (PostgreSQL keeps microseconds, Date does not). */
const timeOf = (id: string) =>
  sql`(SELECT ${chatHistory.createdAt} FROM ${chatHistory} WHERE ${chatHistory.id} = ${id})`;
const olderThan = (id: string) =>
  sql`(${chatHistory.createdAt}, ${chatHistory.id}) < (${timeOf(id)}, ${id}::uuid)`;

/** A page of the member's conversation with the coach, oldest first. */
export async function historyPage(db: Db, userId: string, before?: string) {
  if (before) {
    const [cursor] = await db
      .select({ id: chatHistory.id })
      .from(chatHistory)
      .where(and(eq(chatHistory.id, before), eq(chatHistory.userId, userId)));
    if (!cursor) throw coachErrors.fail('NOT_FOUND', 'This message is not in your conversation.');
  }
  const rows = await db
    .select()
    .from(chatHistory)
    .where(and(eq(chatHistory.userId, userId), before ? olderThan(before) : undefined))
    .orderBy(desc(chatHistory.createdAt), desc(chatHistory.id))
    .limit(COACH_PAGE_SIZE + 1);
  return {
    messages: rows.slice(0, COACH_PAGE_SIZE).map(toMessage).reverse(),
    hasMore: rows.length > COACH_PAGE_SIZE,
  };
}

/**
 * The coach's first words, stored once when a member first opens the conversation (two tabs
 * opening it at once meet the greeting's unique index).
 */
export async function greetOnce(db: Db, userId: string, text: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO ${chatHistory} (user_id, message, is_user_message)
    SELECT ${userId}, ${text}, false
    WHERE NOT EXISTS (SELECT 1 FROM ${chatHistory} WHERE ${chatHistory.userId} = ${userId})
    ON CONFLICT DO NOTHING`);
}

/**
 * Stores the member's message once under the id their client chose, and answers it with the
 * coach's stored reply when a retry comes after the reply was written. The same id with other
 * content, or someone else's id, is refused.
 */
export async function storeQuestion(
  db: Db,
  input: { id: string; userId: string; content: string },
): Promise<{ question: CoachMessage; reply: CoachMessage | null }> {
  const values = { ...input, message: input.content, isUserMessage: true };
  const [inserted] = await db.insert(chatHistory).values(values).onConflictDoNothing().returning();
  if (inserted) return { question: toMessage(inserted), reply: null };
  const [existing] = await db.select().from(chatHistory).where(eq(chatHistory.id, input.id));
  if (
    existing?.userId !== input.userId ||
    !existing.isUserMessage ||
    existing.message !== input.content
  )
    throw coachErrors.fail(
      'DUPLICATE_MESSAGE_ID',
      'This message id was already used for another message.',
    );
  const [reply] = await db.select().from(chatHistory).where(eq(chatHistory.replyTo, input.id));
  return { question: toMessage(existing), reply: reply ? toMessage(reply) : null };
}

/** The turns before a message, oldest first (what the coach reads before replying). */
export async function turnsBefore(db: Db, userId: string, id: string): Promise<CoachTurn[]> {
  const rows = await db
    .select({ message: chatHistory.message, isUserMessage: chatHistory.isUserMessage })
    .from(chatHistory)
    .where(and(eq(chatHistory.userId, userId), olderThan(id)))
    .orderBy(desc(chatHistory.createdAt), desc(chatHistory.id))
    .limit(CONTEXT_TURNS);
  return rows.reverse().map((r) => ({ fromCoach: !r.isUserMessage, content: r.message }));
}

/** Stores the coach's reply to a message, once: a reply written in parallel answers the first. */
export async function storeReply(
  db: Db,
  input: { userId: string; questionId: string; content: string },
): Promise<CoachMessage> {
  const [inserted] = await db
    .insert(chatHistory)
    .values({
      userId: input.userId,
      message: input.content,
      isUserMessage: false,
      replyTo: input.questionId,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return toMessage(inserted);
  const [first] = await db
    .select()
    .from(chatHistory)
    .where(eq(chatHistory.replyTo, input.questionId));
  return toMessage(first!);
}

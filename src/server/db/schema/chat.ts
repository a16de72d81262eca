import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { inList, ts } from './columns.js';

const userCol = (name: string) =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
/**
 * A member of a conversation, or of a message's sending: when their account is deleted the row
 * stays for the other member (null reads "Deleted member"), with nothing left that names them.
 */
const leavingUserCol = (name: string) =>
  text(name).references(() => user.id, { onDelete: 'set null' });

/**
 * Messages between a member and the AI Relationship Coach. A member's message has the id their
 * client chose (a retried send is stored once); the coach's reply points at it, once.
 */
export const chatHistory = pgTable(
  'chat_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userCol('user_id'),
    message: text('message').notNull(),
    isUserMessage: boolean('is_user_message').notNull(),
    replyTo: uuid('reply_to').references((): AnyPgColumn => chatHistory.id, {
      onDelete: 'cascade',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Pages walk a member's history by (created_at, id), the cursor's order.
    index('chat_history_user_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('chat_history_reply_idx').on(t.replyTo),
    // The coach's greeting (its one message that answers nothing) is stored once per member.
    uniqueIndex('chat_history_greeting_idx')
      .on(t.userId)
      .where(sql`NOT is_user_message AND reply_to IS NULL`),
  ],
);

export const matchedUsers = pgTable(
  'matched_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userCol('user_id'),
    matchedUserId: userCol('matched_user_id'),
    score: integer('score').notNull(),
    summary: text('summary'),
    /** Why the two were matched, as the engine's reason codes; put into words on read. */
    reasons: jsonb('reasons')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('matched_users_pair_idx').on(t.userId, t.matchedUserId),
    index('matched_users_matched_idx').on(t.matchedUserId),
    // The new-matches digest reads the matches made since its last pass.
    index('matched_users_created_idx').on(t.createdAt),
    check('matched_users_score_check', sql`score BETWEEN 0 AND 100`),
  ],
);

export const chatRequests = pgTable(
  'chat_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: userCol('sender_id'),
    receiverId: userCol('receiver_id'),
    status: text('status').notNull().default('pending'),
    summary: text('summary'),
    /** False for a request to someone the sender's concierge introduced: nothing to give back. */
    creditSpent: boolean('credit_spent').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'chat_requests_status_check',
      inList('status', ['pending', 'accepted', 'declined', 'rejected']),
    ),
    index('chat_requests_receiver_idx').on(t.receiverId, t.status),
    index('chat_requests_sender_idx').on(t.senderId, t.receiverId),
    // One open request per pair: a second fast click fails here and spends no second credit.
    uniqueIndex('chat_requests_open_pair_idx')
      .on(t.senderId, t.receiverId)
      .where(sql`status IN ('pending', 'accepted')`),
  ],
);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user1Id: leavingUserCol('user1_id'),
    user2Id: leavingUserCol('user2_id'),
    /** Ended by a block or an unmatch: listed for neither member, and nobody can write in it. */
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_sessions_pair_idx').on(t.user1Id, t.user2Id),
    index('chat_sessions_user2_idx').on(t.user2Id),
  ],
);

/** The id is chosen by the sending client, so a retried send is stored once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    senderId: leavingUserCol('sender_id'),
    content: text('content').notNull(),
    kind: text('kind').notNull().default('text'),
    payload: jsonb('payload'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'chat_messages_kind_check',
      inList('kind', ['text', 'date_request', 'date_confirmed', 'identity_reveal']),
    ),
    // Pages and catch-up walk a conversation by (created_at, id), the cursor's order.
    index('chat_messages_session_idx').on(t.sessionId, t.createdAt, t.id),
    // The away-notice job reads recent messages; a deleted sender's messages are found by sender.
    index('chat_messages_created_idx').on(t.createdAt),
    index('chat_messages_sender_idx').on(t.senderId),
  ],
);

/** How far each member has read each conversation: unread counts and read receipts. */
export const chatReads = pgTable(
  'chat_reads',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: userCol('user_id'),
    lastReadMessageId: uuid('last_read_message_id').notNull(),
    /** The read message's own time: everything from the other member after it is unread. */
    lastReadAt: ts('last_read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SUPPORT_STATUSES, SUPPORT_TOPICS } from '#shared/contracts/support.js';
import { user } from './auth.js';
import { inList, ts } from './columns.js';

/**
 * A message to the team from the Help page, and what an admin did with it. A member's own
 * messages go with their account (cascade); ones sent signed out from the same address go in
 * support's erase hook (decision 0032).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The sender's account when they wrote signed in. */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-cased, as the contract and the accounts keep addresses. */
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    repliedAt: ts('replied_at'),
    /** The admin who replied or marked it done. */
    repliedBy: text('replied_by').references(() => user.id, { onDelete: 'set null' }),
    doneAt: ts('done_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('support_messages_topic_check', inList('topic', SUPPORT_TOPICS)),
    check('support_messages_status_check', inList('status', SUPPORT_STATUSES)),
    // The inbox: open first, by age.
    index('support_messages_inbox_idx').on(t.status, t.createdAt),
    index('support_messages_user_idx').on(t.userId),
    index('support_messages_email_idx').on(t.email),
    check('support_messages_done_check', sql`(status = 'done') = (done_at IS NOT NULL)`),
  ],
);

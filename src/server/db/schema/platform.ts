import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { inList, ts } from './columns.js';

/** A file sent with a mail; `method` marks a calendar invite (REQUEST) or its cancellation (CANCEL). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  method?: 'REQUEST' | 'CANCEL';
}

/**
 * Every mail goes through this table. Without SMTP it is the mailbox itself (read at /dev/mailbox);
 * with SMTP a worker sends pending rows with retries, so a crash or an outage loses nothing.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Files sent with the mail (a calendar invite), their content as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    kind: text('kind').notNull(),
    /** 2 high, 1 normal, 0 low: a worker sends higher first (an admin's urgent mail jumps the queue). */
    priority: integer('priority').notNull().default(1),
    /** A notification's one-click unsubscribe link: sent as List-Unsubscribe (with -Post). */
    unsubscribeUrl: text('unsubscribe_url'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    check('mail_outbox_status_check', inList('status', ['pending', 'sent', 'stored', 'failed'])),
    index('mail_outbox_due_idx').on(t.status, t.priority, t.nextAttemptAt),
    check('mail_outbox_priority_check', sql`priority BETWEEN 0 AND 2`),
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
  ],
);

/** Sign-ins, admin actions and payments; never a password, token or card number. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetId: text('target_id'),
    meta: jsonb('meta'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // A member's audit trail in the admin overview: what was done to them and what they did.
    index('audit_log_target_idx').on(t.targetId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/**
 * Stored files (photos, selfies, exports) whose rows are gone but whose delete from the store has
 * not been confirmed: written in the transaction that drops the rows, removed once the store says
 * the object is gone. A store that is down only delays the delete; the retry job never gives up
 * (platform/storage/deletion-outbox.ts).
 */
export const storedFileDeletions = pgTable(
  'stored_file_deletions',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('stored_file_deletions_due_idx').on(t.nextAttemptAt)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { MODERATION_DECISIONS } from '#shared/contracts/moderation.js';
import { ABUSE_REPORT_REASONS } from '#shared/contracts/safety.js';
import { inList, nullOrInList, ts } from './columns.js';

const member = (name: string) =>
  text(name)
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
/** Who acted, kept as long as their account exists. */
const actor = (name: string) => text(name).references(() => user.id, { onDelete: 'set null' });

/**
 * A member stopped all contact with another. It hides each from the other everywhere, and the
 * blocked member is never told. Only the blocker can lift it (from their settings).
 */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerId: member('blocker_id'),
    blockedId: member('blocked_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('member_blocks_blocked_idx').on(t.blockedId),
    check('member_blocks_not_self', sql`blocker_id <> blocked_id`),
  ],
);

/**
 * A block on a member who deleted their account, kept under a keyed digest of their email address
 * (never the address itself), so that it holds again if they sign up with that address. It goes
 * with the blocker's own account; it moves back into member_blocks when the member returns.
 */
export const departedBlocks = pgTable(
  'departed_blocks',
  {
    emailDigest: text('email_digest').notNull(),
    blockerId: member('blocker_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.emailDigest, t.blockerId] })],
);

/** A match one of the two ended: neither is matched with the other again. Stored low id first. */
export const endedMatches = pgTable(
  'ended_matches',
  {
    userA: member('user_a'),
    userB: member('user_b'),
    endedBy: actor('ended_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB] }),
    index('ended_matches_user_b_idx').on(t.userB),
    check('ended_matches_order', sql`user_a < user_b`),
  ],
);

/** One message attached to a report, copied as it was when reported. */
export interface ReportedMessage {
  id: string;
  content: string;
  createdAt: string;
}

/** A member's report of another, and a moderator's decision on it. */
export const abuseReports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: actor('reporter_id'),
    reportedId: member('reported_id'),
    reason: text('reason').notNull(),
    note: text('note'),
    messages: jsonb('messages').$type<ReportedMessage[]>(),
    decision: text('decision'),
    decisionReason: text('decision_reason'),
    decidedBy: actor('decided_by'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('reports_reason_check', inList('reason', ABUSE_REPORT_REASONS)),
    check('reports_decision_check', nullOrInList('decision', MODERATION_DECISIONS)),
    // The queue: open reports, oldest first.
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`decision IS NULL`),
    index('reports_reported_idx').on(t.reportedId, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/** Which mails a member wants; a missing row means every kind is on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  newMatch: boolean('new_match').notNull().default(true),
  chatRequest: boolean('chat_request').notNull().default(true),
  requestAccepted: boolean('request_accepted').notNull().default(true),
  newMessage: boolean('new_message').notNull().default(true),
  dateUpdates: boolean('date_updates').notNull().default(true),
  productNews: boolean('product_news').notNull().default(true),
  /** A message notification on a device shows the message's text (off: only who wrote). */
  messagePreviews: boolean('message_previews').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * When a member was last mailed about a topic ('new-matches', or 'message:<conversation id>'): a
 * notice goes at most once per topic until the member has been back (read, or a day has passed).
 */
export const notificationMarks = pgTable(
  'notification_marks',
  {
    userId: member('user_id'),
    topic: text('topic').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topic] })],
);

/** A member's "download my data": prepared in the background, fetched once within 24 hours. */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: member('user_id'),
    status: text('status').notNull().default('preparing'),
    /** Where the ZIP is stored while it may be fetched. */
    fileKey: text('file_key'),
    /** SHA-256 of the link's secret: the link itself is only in the mail. */
    tokenHash: text('token_hash'),
    expiresAt: ts('expires_at'),
    downloadedAt: ts('downloaded_at'),
    /** When a worker took it up: one left claimed for long (a crash) is taken up again. */
    claimedAt: ts('claimed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'data_exports_status_check',
      inList('status', ['preparing', 'ready', 'downloaded', 'expired', 'failed']),
    ),
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    // One export in preparation per member: a second request while it runs fails here.
    uniqueIndex('data_exports_preparing_idx')
      .on(t.userId)
      .where(sql`status = 'preparing'`),
  ],
);

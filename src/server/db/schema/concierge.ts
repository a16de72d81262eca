import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { CONCIERGE_AUTHORS } from '#shared/contracts/concierge.js';
import { user } from './auth.js';
import { inList, ts } from './columns.js';
import { dateRequests } from './dates.js';

/**
 * Which concierge looks after a concierge-plan member (decision 0036). One row per member; it
 * goes with either account (cascade). A concierge who is deleted, banned or given another role
 * has their members handed on first (features/concierge/assignment.ts, handOverMembersOf).
 */
export const conciergeAssignments = pgTable(
  'concierge_assignments',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    conciergeId: text('concierge_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The admin who assigned by hand; null when it happened on purchase or on a new concierge. */
    assignedBy: text('assigned_by').references(() => user.id, { onDelete: 'set null' }),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [index('concierge_assignments_concierge_idx').on(t.conciergeId)],
);

/**
 * The member's consent that their concierge may read their reports, questionnaire and current
 * matches: a row while it is given; withdrawing deletes it.
 */
export const conciergeSharing = pgTable('concierge_sharing', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  sharedAt: ts('shared_at').notNull().defaultNow(),
});

/** The conversation between a member and their concierge, keyed by the member. */
export const conciergeMessages = pgTable(
  'concierge_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    /** The concierge who wrote it; kept as null when their account goes. */
    conciergeId: text('concierge_id').references(() => user.id, { onDelete: 'set null' }),
    /** A follow-up after this date (a date_requests id), so the workspace shows it as done. */
    followUpOf: uuid('follow_up_of').references(() => dateRequests.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('concierge_messages_author_check', inList('author', CONCIERGE_AUTHORS)),
    index('concierge_messages_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A person the concierge hand-picked for the member from their matches, with a note. */
export const conciergeIntroductions = pgTable(
  'concierge_introductions',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    introducedId: text('introduced_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conciergeId: text('concierge_id').references(() => user.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.introducedId] })],
);

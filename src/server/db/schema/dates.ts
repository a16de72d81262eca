import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { DATE_REQUEST_STATUSES, DATE_TYPES } from '#shared/domain/date-requests.js';
import { user } from './auth.js';
import { chatSessions } from './chat.js';
import { inList, ts } from './columns.js';

/**
 * A date proposed in a conversation: the options (instants, offered in the proposer's time
 * zone), the kind of date, and where it stands. A counter-proposal is a new request that
 * `replaces` the one it answers (which becomes 'superseded').
 */
export const dateRequests = pgTable(
  'date_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    proposerId: text('proposer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dateType: text('date_type').notNull(),
    /** ISO instants, earliest first. */
    options: jsonb('options').notNull().$type<string[]>(),
    /** The proposer's IANA time zone, in which the options were chosen. */
    timeZone: text('time_zone').notNull(),
    status: text('status').notNull().default('pending'),
    /** The option the receiver accepted. */
    startsAt: ts('starts_at'),
    /** When the agreed date ends: an hour after it starts, or as chosen for a scheduled meeting. */
    endsAt: ts('ends_at'),
    /** Made in the meeting scheduler: agreed at once, with a start and an end of its own. */
    scheduledDirectly: boolean('scheduled_directly').notNull().default(false),
    /** When the reminder mail (about an hour before) was queued; set once. */
    reminderSentAt: ts('reminder_sent_at'),
    /** The agreed date's meeting room (an unguessable Jitsi Meet URL). */
    meetingUrl: text('meeting_url'),
    replaces: uuid('replaces').references((): AnyPgColumn => dateRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('date_requests_type_check', inList('date_type', DATE_TYPES)),
    check('date_requests_status_check', inList('status', DATE_REQUEST_STATUSES)),
    index('date_requests_session_idx').on(t.sessionId, t.createdAt),
    check('date_requests_accepted_check', sql`status <> 'accepted' OR starts_at IS NOT NULL`),
    // The reminder job's scan: agreed dates whose reminder is still to be sent.
    index('date_requests_reminder_idx')
      .on(t.startsAt)
      .where(sql`status = 'accepted' AND reminder_sent_at IS NULL`),
  ],
);

/**
 * A member's consent to show their full name and clear photo to the other member of a
 * conversation. The two see each other's identity once both have consented.
 */
export const identityReveals = pgTable(
  'identity_reveals',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

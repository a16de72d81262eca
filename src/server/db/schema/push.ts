import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { session, user } from './auth.js';
import { inList, ts } from './columns.js';

/**
 * One device (browser) a member turned notifications on in: its push service address and the
 * keys the payload is encrypted to (RFC 8291). Tied to the session that made it, so signing out
 * on that device, or ending that session from another, removes it (the key cascades); the account
 * going takes it too. Only a label in words is kept of the device ("Chrome on Android").
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => session.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser: the one secret that lets anyone push to it. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceLabel: text('device_label').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** What a push shows: a title, an optional body, and the page a click opens. */
export interface PushPayload {
  title: string;
  body?: string;
  /** A path of the app (or a full URL, a date's room) that the click opens. */
  url: string;
  /** Notifications with the same tag replace each other on the device (one per conversation). */
  tag?: string;
}

/**
 * Pushes due to one device, written in the transaction of the event that caused them (like the
 * mail outbox), so a crash after the commit loses none: a worker claims them with a lease and
 * deletes each once the push service took it. Never kept after that, since a message preview
 * may be in the payload.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /** The notification kind (newMessage, ...), for the logs. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    urgency: text('urgency').notNull().default('normal'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    /** After this the push is stale (a day-old "new message" is noise): dropped, not sent. */
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('push_outbox_urgency_check', inList('urgency', ['low', 'normal', 'high'])),
    index('push_outbox_due_idx').on(t.nextAttemptAt),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
  ],
);

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  NOTIFICATION_TYPES,
  type NotificationChoices,
  type NotificationType,
} from '#shared/contracts/notifications.js';
import type { Db } from '#server/db/connect.js';
import { notificationSettings } from '#server/db/schema.js';
import { recordAudit } from '../audit/index.js';

const ALL_ON = Object.fromEntries(
  Object.keys(NOTIFICATION_TYPES).map((k) => [k, true]),
) as NotificationChoices;

/** The member's email choices: every kind is on until they turn it off (no row: all on). */
export async function notificationChoicesOf(db: Db, userId: string): Promise<NotificationChoices> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  if (!row) return ALL_ON;
  const { userId: _user, updatedAt: _at, messagePreviews: _previews, ...choices } = row;
  return choices;
}

/** Whether the member's message notifications show the text (off until they turn it on). */
export async function messagePreviewsOf(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: notificationSettings.messagePreviews })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row?.on ?? false;
}

/** Of these members, those whose message notifications show the text. */
export const showingPreviews = (db: Db, userIds: readonly string[]) =>
  membersWith(db, userIds, 'messagePreviews', true);

/** Turns message previews on or off. Audited like the other notification choices. */
export async function setMessagePreviews(db: Db, userId: string, on: boolean) {
  await db
    .insert(notificationSettings)
    .values({ userId, messagePreviews: on })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { messagePreviews: on, updatedAt: new Date() },
    });
  await recordAudit(db, { actorId: userId, action: 'settings.message-previews', meta: { on } });
}

/** Changes the kinds named; the others stay as they are. Audited (a consent changed). */
export async function setNotificationChoices(
  db: Db,
  userId: string,
  changes: Partial<NotificationChoices>,
) {
  if (!Object.keys(changes).length) return;
  await db
    .insert(notificationSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({
      target: notificationSettings.userId,
      set: { ...changes, updatedAt: new Date() },
    });
  await recordAudit(db, {
    actorId: userId,
    action: 'settings.notifications',
    meta: changes,
  });
}

/** Of these members, those who turned this kind of email off. */
export const optedOut = (db: Db, userIds: readonly string[], type: NotificationType) =>
  membersWith(db, userIds, type, false);

/** Of these members, those whose stored switch `column` is `value`. */
async function membersWith(
  db: Db,
  userIds: readonly string[],
  column: NotificationType | 'messagePreviews',
  value: boolean,
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ id: notificationSettings.userId })
    .from(notificationSettings)
    .where(
      and(
        inArray(notificationSettings.userId, [...userIds]),
        eq(notificationSettings[column], value),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A condition on a member id column: the member has not turned this kind of email off. */
export const wantsEmail = (type: NotificationType, userId: AnyPgColumn) =>
  sql`NOT EXISTS (SELECT 1 FROM ${notificationSettings} n
    WHERE n.user_id = ${userId} AND n.${sql.identifier(notificationSettings[type].name)} = false)`;

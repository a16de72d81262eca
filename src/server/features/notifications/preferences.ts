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
  const { userId: _user, updatedAt: _at, ...choices } = row;
  return choices;
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
export async function optedOut(
  db: Db,
  userIds: readonly string[],
  type: NotificationType,
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ id: notificationSettings.userId })
    .from(notificationSettings)
    .where(
      and(
        inArray(notificationSettings.userId, [...userIds]),
        eq(notificationSettings[type], false),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** A condition on a member id column: the member has not turned this kind of email off. */
export const wantsEmail = (type: NotificationType, userId: AnyPgColumn) =>
  sql`NOT EXISTS (SELECT 1 FROM ${notificationSettings} n
    WHERE n.user_id = ${userId} AND n.${sql.identifier(notificationSettings[type].name)} = false)`;

import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationType, type NotificationType } from '#shared/contracts/notifications.js';

/**
 * The secret behind an unsubscribe link: whoever holds the mail may turn off that one kind of
 * email for that one member, and nothing else. Signed with the app's secret, so it cannot be
 * made up for another member or another kind.
 */
const signature = (secret: string, type: string, userId: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${type}:${userId}`).digest('base64url');

export const unsubscribeToken = (secret: string, type: NotificationType, userId: string) =>
  `${type}.${userId}.${signature(secret, type, userId)}`;

/** The kind and member a token names, or null when it was not made by us. */
export function readUnsubscribeToken(secret: string, token: string) {
  const [type, userId, given] = token.split('.');
  const kind = notificationType.safeParse(type);
  if (!kind.success || !userId || !given) return null;
  const expected = Buffer.from(signature(secret, kind.data, userId));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return { type: kind.data, userId };
}

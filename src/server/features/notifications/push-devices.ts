import { and, asc, eq } from 'drizzle-orm';
import type { PushState } from '#shared/contracts/push.js';
import { deviceLabel } from '#shared/domain/device-label.js';
import type { Db } from '#server/db/connect.js';
import { pushSubscriptions } from '#server/db/schema.js';
import { notificationErrors } from './errors.js';
import { messagePreviewsOf } from './preferences.js';

/**
 * The push services of the browsers members use. A subscription's endpoint is where the server
 * will POST, so only these (and the operator's PUSH_EXTRA_SERVICES) are taken: anything else
 * would let a member point the server at an address of their choosing.
 */
const KNOWN_SERVICES = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Opera, Samsung Internet
  /^android\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^web\.push\.apple\.com$/, // Safari
  /^[\w-]+\.notify\.windows\.com$/, // Edge on Windows
];

export function isAllowedPushService(endpoint: string, extra: readonly string[]): boolean {
  const url = new URL(endpoint);
  if (extra.includes(url.origin)) return true;
  return url.protocol === 'https:' && KNOWN_SERVICES.some((host) => host.test(url.hostname));
}

/** A browser's keys: a P-256 point (65 bytes, uncompressed) and a 16-byte auth secret. */
const keysAreSound = (p256dh: string, auth: string) => {
  const point = Buffer.from(p256dh, 'base64url');
  return point.length === 65 && point[0] === 4 && Buffer.from(auth, 'base64url').length === 16;
};

export interface Subscribing {
  userId: string;
  sessionId: string;
  userAgent: string | undefined;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * Records this browser's subscription for this member and session. The same endpoint again (the
 * browser re-subscribed, or another member signed in on it) moves to the caller: a device belongs
 * to whoever is signed in on it now, never to two accounts.
 */
export async function subscribeDevice(db: Db, extra: readonly string[], s: Subscribing) {
  if (!isAllowedPushService(s.endpoint, extra))
    throw notificationErrors.fail(
      'UNKNOWN_PUSH_SERVICE',
      'This browser’s notification service is not one we can send to.',
    );
  if (!keysAreSound(s.keys.p256dh, s.keys.auth))
    throw notificationErrors.fail('BAD_KEYS', 'This browser’s notification keys are not valid.');
  const row = {
    userId: s.userId,
    sessionId: s.sessionId,
    endpoint: s.endpoint,
    p256dh: s.keys.p256dh,
    auth: s.keys.auth,
    deviceLabel: deviceLabel(s.userAgent ?? null),
  };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { ...row, createdAt: new Date() },
    });
}

/** Turns one of the member's devices off; another member's id is not found. */
export async function unsubscribeDevice(db: Db, userId: string, id: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (!gone.length)
    throw notificationErrors.fail('NOT_FOUND', 'Notifications are already off on this device.');
}

/** The push service said the subscription is gone (404/410): so is our copy, and its queue. */
export async function forgetSubscription(db: Db, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function pushStateOf(
  db: Db,
  publicKey: string,
  userId: string,
  sessionId: string,
): Promise<PushState> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    publicKey,
    devices: rows.map((r) => ({
      id: r.id,
      label: r.deviceLabel,
      thisDevice: r.sessionId === sessionId,
      createdAt: r.createdAt.toISOString(),
    })),
    messagePreviews: await messagePreviewsOf(db, userId),
  };
}

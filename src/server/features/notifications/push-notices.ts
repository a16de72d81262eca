import type { NotificationType } from '#shared/contracts/notifications.js';
import type { Db } from '#server/db/connect.js';
import { showingPreviews } from './preferences.js';
import type { PushFor } from './push-outbox.js';

/** What a push is made of: the notifier's Notice, read here without importing it back. */
interface Notice {
  userId: string;
  type: NotificationType;
  subject: string;
  lines: string[];
  url: string;
  kind?: string;
  preview?: string;
}

/** A push this old is noise (the member has long seen the mail, or moved on): dropped unsent. */
const PUSH_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What a phone should ring for at once; the rest may wait for the device to wake up. */
const URGENCY: Record<NotificationType, PushFor['urgency']> = {
  newMessage: 'high',
  chatRequest: 'high',
  requestAccepted: 'high',
  dateUpdates: 'normal',
  newMatch: 'normal',
  productNews: 'low',
};

/** A preview is a glance, not the message: the first line, cut at a word. */
export function previewText(text: string, max = 120): string {
  const line = text.trim().split('\n')[0]!.trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/**
 * The pushes for notices that may be pushed: title and first line as in the mail, and the page
 * a click opens. A message's own text is shown only to members who turned previews on
 * (otherwise "New message from Sam" is all a lock screen shows).
 */
export async function pushesFor(
  db: Db,
  notices: readonly Notice[],
  now = new Date(),
): Promise<PushFor[]> {
  if (!notices.length) return [];
  const withPreview = notices.filter((n) => n.preview !== undefined).map((n) => n.userId);
  const previews = await showingPreviews(db, [...new Set(withPreview)]);
  return notices.map((n) => {
    const body =
      n.preview !== undefined && previews.has(n.userId) ? previewText(n.preview) : n.lines[0];
    return {
      userId: n.userId,
      kind: n.kind ?? n.type,
      payload: { title: n.subject, ...(body && { body }), url: n.url, tag: `${n.type}:${n.url}` },
      urgency: URGENCY[n.type],
      expiresAt: new Date(now.getTime() + PUSH_LIFETIME_MS),
    };
  });
}

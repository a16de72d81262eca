import { inArray } from 'drizzle-orm';
import {
  NOTIFICATION_TYPES,
  type NotificationType,
  notificationsApi,
} from '#shared/contracts/notifications.js';
import { paths, withQuery } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import { user } from '#server/db/schema.js';
import { buttonMail } from '#server/platform/mail/button-mail.js';
import type { MailAttachment, MailMessage, MailPort } from '#server/platform/mail/index.js';
import { optedOut } from './preferences.js';
import { pushesFor } from './push-notices.js';
import { enqueuePushes } from './push-outbox.js';
import { unsubscribeToken } from './unsubscribe.js';

/** One notification to one member: a short mail with one button, of a kind they may turn off. */
export interface Notice {
  userId: string;
  type: NotificationType;
  subject: string;
  lines: string[];
  action: string;
  /** What the button opens: a path of the app, or a full URL (a date's meeting room). */
  url: string;
  /** The mail's kind in the outbox, when it says more than the type (date-confirmed). */
  kind?: string;
  attachments?: MailAttachment[];
  /** Where it goes: by mail, to the member's devices (web push), or both (the default). */
  channels?: readonly Channel[];
  /**
   * A message's text, shown in the push only to members who turned message previews on; never
   * in a mail.
   */
  preview?: string;
}

export type Channel = 'mail' | 'push';
const reaches = (notice: Notice, channel: Channel) =>
  (notice.channels ?? ['mail', 'push']).includes(channel);

export interface NotifierDeps {
  db: Db;
  mail: MailPort;
  appUrl: string;
  /** AUTH_SECRET: signs the unsubscribe links. */
  secret: string;
}

/** The database or the caller's open transaction: reads and the queued mails go through it. */
type Writer = Db;

/**
 * Sends notifications the way every one of them must go: only to members who have not turned
 * that kind off, each with a one-click unsubscribe link in the mail and in its List-Unsubscribe
 * header (RFC 8058), and to the member's devices as a push; the mails and pushes are queued in
 * the caller's transaction when one is given, so they commit with the event (decision 0048).
 */
export function createNotifier({ db, mail, appUrl, secret }: NotifierDeps) {
  /** Adds the unsubscribe line (text and HTML) and the List-Unsubscribe URL to a mail. */
  function withUnsubscribe(
    message: MailMessage,
    userId: string,
    type: NotificationType,
  ): MailMessage {
    const token = unsubscribeToken(secret, type, userId);
    const page = `${appUrl}${withQuery(paths.unsubscribe, { token })}`;
    const settings = `${appUrl}${withQuery(paths.dashboard, { section: 'settings' })}`;
    const why = `You get this email because "${NOTIFICATION_TYPES[type].label}" is on in your Right One settings.`;
    return {
      ...message,
      text: `${message.text}\n\n${why} Unsubscribe with one click: ${page}`,
      html: `${message.html ?? ''}\n<p style="color:#6b5b6e;font-size:12px">${why} <a href="${page}">Unsubscribe</a> · <a href="${settings}">Email settings</a></p>`,
      unsubscribeUrl: `${appUrl}${withQuery(notificationsApi.unsubscribe.path, { token })}`,
    };
  }

  function message(notice: Notice, to: string): MailMessage {
    const url = notice.url.startsWith('/') ? `${appUrl}${notice.url}` : notice.url;
    const kind = notice.kind ?? notice.type;
    const base = buttonMail(kind, to, notice.subject, notice.lines, notice.action, url);
    return withUnsubscribe(
      { ...base, ...(notice.attachments && { attachments: notice.attachments }) },
      notice.userId,
      notice.type,
    );
  }

  async function notifyAll(notices: Notice[], writer: Writer = db) {
    if (!notices.length) return;
    const ids = [...new Set(notices.map((n) => n.userId))];
    const emails = new Map(
      (
        await writer
          .select({ id: user.id, email: user.email })
          .from(user)
          .where(inArray(user.id, ids))
      ).map((r) => [r.id, r.email]),
    );
    const off = new Map<NotificationType, Set<string>>();
    for (const type of new Set(notices.map((n) => n.type)))
      off.set(type, await optedOut(writer, ids, type));
    const wanted = notices.filter((n) => emails.has(n.userId) && !off.get(n.type)!.has(n.userId));
    const messages = wanted
      .filter((n) => reaches(n, 'mail'))
      .map((n) => message(n, emails.get(n.userId)!));
    await mail.enqueueMany(messages, writer);
    const pushes = wanted.filter((n) => reaches(n, 'push'));
    await enqueuePushes(writer, await pushesFor(writer, pushes));
  }

  return {
    notify: (notice: Notice, writer?: Writer) => notifyAll([notice], writer),
    notifyAll,
    withUnsubscribe,
  };
}
export type Notifier = ReturnType<typeof createNotifier>;

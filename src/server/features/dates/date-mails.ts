import { chatUrl } from '#shared/page-urls.js';
import type { Db } from '#server/db/connect.js';
import type { MailAttachment } from '#server/platform/mail/index.js';
import type { Notifier } from '../notifications/index.js';
import { inviteAttachment, type InviteDate } from './calendar.js';
import { agreedDateOf, type DateRequestRow } from './date-request-rows.js';
import { membersOf, type DateMember } from './date-members.js';

/** Where a date's mails go out from: the outbox, with links to this server's pages. */
export interface DateMails {
  /** Date updates are a kind of email members may turn off (features/notifications). */
  notify: Notifier['notify'];
  appUrl: string;
  /** MAIL_FROM: the calendar invites' organizer. */
  mailFrom: string;
}

/** Agreed (confirmed), cancelled once agreed, or about to start. */
export type DateMailKind = 'confirmed' | 'cancelled' | 'reminder';

/** An instant in words, in one zone: 'Friday, December 4, 2026 at 6:00 PM (Europe/Paris)'. */
export function whenIn(instant: Date, timeZone: string): string {
  const words = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
  // Some ICU versions put a narrow no-break space before AM/PM; plain text mail wants a space.
  return `${words.replace(/\u202f/g, ' ')} (${timeZone})`;
}

interface MailText {
  subject: string;
  lines: string[];
  action: string;
  url: string;
  attachment?: MailAttachment;
}

/** One member's mail about the date: `me` receives it, `other` is the member they meet. */
interface MailFacts {
  me: DateMember;
  other: DateMember;
  date: InviteDate;
  conversationUrl: string;
  invite: (method: 'REQUEST' | 'CANCEL') => MailAttachment;
  cancelledByMe: boolean;
}

function mailText(kind: DateMailKind, f: MailFacts): MailText {
  const what = `${f.date.dateType} date with ${f.other.firstName}`;
  const when = whenIn(f.date.startsAt, f.me.timeZone);
  const conversation = { action: 'Open the conversation', url: f.conversationUrl };
  if (kind === 'confirmed')
    return {
      subject: `Your ${what} is confirmed`,
      lines: [
        `Hi ${f.me.firstName},`,
        `Your ${what} is confirmed for ${when}.`,
        `When it is time, join here: ${f.date.meetingUrl}`,
        'The calendar invite is attached, so the date is in your calendar with its link.',
      ],
      ...conversation,
      attachment: f.invite('REQUEST'),
    };
  if (kind === 'cancelled')
    return {
      subject: `Your ${what} is cancelled`,
      lines: [
        `Hi ${f.me.firstName},`,
        f.cancelledByMe
          ? `You cancelled the ${what} planned for ${when}.`
          : `${f.other.firstName} cancelled your ${f.date.dateType} date planned for ${when}.`,
        'The attached update takes it out of your calendar. You can always plan a new date in the conversation.',
      ],
      ...conversation,
      attachment: f.invite('CANCEL'),
    };
  return {
    subject: `Reminder: your ${what} starts soon`,
    lines: [
      `Hi ${f.me.firstName},`,
      `Your ${what} starts ${when}.`,
      'Join with the button below a minute or two early, from a quiet place.',
    ],
    action: `Join the ${f.date.dateType} date`,
    url: f.date.meetingUrl,
  };
}

/**
 * Queues one mail about an agreed date to each of its two members, each with the time in their
 * own zone, inside the caller's transaction: the change and its mails commit together or not at
 * all, and the outbox delivers them through SMTP outages.
 */
export async function queueDateMails(
  tx: Db,
  mails: DateMails,
  row: DateRequestRow,
  kind: DateMailKind,
  cancelledBy?: string,
) {
  const date = agreedDateOf(row);
  if (!date) return;
  for (const [me, other] of await membersOf(tx, row)) {
    const text = mailText(kind, {
      me,
      other,
      date,
      conversationUrl: mails.appUrl + chatUrl(row.sessionId),
      invite: (method) => inviteAttachment(date, { method, me, other, mailFrom: mails.mailFrom }),
      cancelledByMe: cancelledBy === me.id,
    });
    const { subject, lines, action, url, attachment } = text;
    await mails.notify(
      {
        userId: me.id,
        type: 'dateUpdates',
        kind: `date-${kind}`,
        subject,
        lines,
        action,
        url,
        ...(attachment && { attachments: [attachment] }),
      },
      tx,
    );
  }
}

import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { BRAND } from '#shared/brand.js';
import { dateEventTitle, type DateType } from '#shared/domain/date-requests.js';
import type { MailAttachment } from '#server/platform/mail/index.js';

/** An agreed date, as its invite tells it. */
export interface InviteDate {
  id: string;
  dateType: DateType;
  startsAt: Date;
  endsAt: Date;
  meetingUrl: string;
}

export interface InviteOptions {
  /** REQUEST adds the date to a calendar; CANCEL (same UID, a higher SEQUENCE) takes it out. */
  method: 'REQUEST' | 'CANCEL';
  /** The member the invite is for: the one attendee, so their calendar knows it is theirs. */
  me: { firstName: string; email: string };
  /** The member they meet: only the first name (never the email), which reveals nobody. */
  other: { firstName: string };
  /** MAIL_FROM: the organizer is Right One itself, at the address its mails come from. */
  mailFrom: string;
}

export const INVITE_FILENAME = 'right-one-date.ics';

/** One UID per date request, so the cancellation replaces the event the invite made. */
export const inviteUid = (dateRequestId: string) => `${dateRequestId}@rightone`;

/** The address inside 'Right One <hello@example.com>', or the whole value when it is bare. */
const addressOf = (mailFrom: string) => /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();

/** The date as an iCalendar file: one event, in UTC instants, with the meeting link as its place. */
export function calendarInvite(date: InviteDate, options: InviteOptions): string {
  const cancelled = options.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: BRAND, product: 'Dates' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: inviteUid(date.id),
    sequence: cancelled ? 1 : 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: date.startsAt,
    end: date.endsAt,
    summary: dateEventTitle(date.dateType, options.other.firstName),
    description: `Join the ${date.dateType} date with ${options.other.firstName}: ${date.meetingUrl}`,
    location: date.meetingUrl,
    url: date.meetingUrl,
    organizer: { name: BRAND, email: addressOf(options.mailFrom) },
    // Both members already agreed: nothing to answer, so no reply goes to the organizer.
    attendees: [
      {
        name: options.me.firstName,
        email: options.me.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

/** The invite as a mail attachment: the worker sends it as the mail's text/calendar part. */
export const inviteAttachment = (date: InviteDate, options: InviteOptions): MailAttachment => ({
  filename: INVITE_FILENAME,
  contentType: `text/calendar; charset=utf-8; method=${options.method}`,
  content: calendarInvite(date, options),
  method: options.method,
});

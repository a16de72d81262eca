/**
 * Date requests between two connected matches (docs/product-rules.md §4 'Date request', §9):
 * the proposer offers several date-and-time options; the other member accepts one, declines, or
 * suggests new ones (which supersedes the request); either may cancel.
 */

/** The spec's six time slots, as hours of the proposer's day (10:00 AM ... 8:00 PM). */
export const TIME_SLOT_HOURS = [10, 12, 14, 16, 18, 20] as const;
export const DATE_TYPES = ['video', 'phone'] as const;
export type DateType = (typeof DATE_TYPES)[number];
/** A date lasts an hour in calendars (the spec's default event length): an accepted date ends then. */
export const DATE_EVENT_MINUTES = 60;
/** Most options one request may carry: a week of days times the six slots. */
export const MAX_DATE_OPTIONS = 42;

export const DATE_REQUEST_STATUSES = [
  'pending',
  'accepted',
  'declined',
  'superseded',
  'cancelled',
] as const;
export type DateRequestStatus = (typeof DATE_REQUEST_STATUSES)[number];

export type DateAction = 'accept' | 'decline' | 'suggest' | 'cancel';
/** Who is acting, seen from the request. */
export type DateRole = 'proposer' | 'receiver';

/** Why an action is refused: the error code the API answers with. */
export type DateRefusal = 'NOT_YOURS_TO_ANSWER' | 'DATE_REQUEST_CLOSED';

/**
 * The status an action leads to, or why it may not happen. Only the receiver answers (accept,
 * decline, suggest new times) and only while the request is pending; either member may cancel a
 * pending or accepted date. Declined, superseded and cancelled requests are closed.
 */
export function nextDateStatus(
  status: DateRequestStatus,
  action: DateAction,
  role: DateRole,
): DateRequestStatus | DateRefusal {
  if (action === 'cancel')
    return status === 'pending' || status === 'accepted' ? 'cancelled' : 'DATE_REQUEST_CLOSED';
  if (status !== 'pending') return 'DATE_REQUEST_CLOSED';
  if (role !== 'receiver') return 'NOT_YOURS_TO_ANSWER';
  return action === 'accept' ? 'accepted' : action === 'decline' ? 'declined' : 'superseded';
}

export const isRefusal = (result: DateRequestStatus | DateRefusal): result is DateRefusal =>
  !(DATE_REQUEST_STATUSES as readonly string[]).includes(result);

/** What a date is called in calendars and mails: only the other member's first name. */
export const dateEventTitle = (dateType: DateType, otherFirstName: string) =>
  `${dateType === 'phone' ? 'Phone' : 'Video'} date with ${otherFirstName}`;

/**
 * The meeting scheduler: two connected matches agree a start and an end at once. A meeting lasts
 * at most four hours, and a conversation makes at most three a day, so a slip of the dialog (or a
 * script) cannot fill both calendars and inboxes.
 */
export const MAX_MEETING_HOURS = 4;
export const MAX_MEETINGS_PER_DAY = 3;

export const MEETING_RANGE_MESSAGES = {
  DATE_IN_PAST: 'Please choose a date and time in the future.',
  INVALID_TIME_RANGE: 'End time must be after start time',
  MEETING_TOO_LONG: `A meeting can last at most ${MAX_MEETING_HOURS} hours.`,
} as const;
export type MeetingRangeError = keyof typeof MEETING_RANGE_MESSAGES;

/** Why a meeting's start and end cannot be scheduled (the API's error code), or null when they can. */
export function meetingRangeError(start: Date, end: Date, now: Date): MeetingRangeError | null {
  if (start.getTime() <= now.getTime()) return 'DATE_IN_PAST';
  if (end.getTime() <= start.getTime()) return 'INVALID_TIME_RANGE';
  if (end.getTime() - start.getTime() > MAX_MEETING_HOURS * 3_600_000) return 'MEETING_TOO_LONG';
  return null;
}

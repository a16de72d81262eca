/** Links that put an agreed date into a member's own calendar ('Add to Calendar'). */

export interface CalendarEvent {
  title: string;
  /** Instants: ISO strings (as the API sends them) or dates. */
  startsAt: string | Date;
  endsAt: string | Date;
  details?: string;
  location?: string;
}

/** An instant as Google Calendar's `dates` wants it: UTC, no separators, 20261204T170000Z. */
const utcStamp = (instant: string | Date) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's page for a new event, filled in; the member saves it there. */
export function googleCalendarUrl({ title, startsAt, endsAt, details, location }: CalendarEvent) {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${utcStamp(startsAt)}/${utcStamp(endsAt)}`,
    ...(details ? { details } : {}),
    ...(location ? { location } : {}),
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

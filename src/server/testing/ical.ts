import ICAL from 'ical.js';

/** An iCalendar text read back by an independent parser (ical.js), as a calendar app would. */
export function readInvite(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one VEVENT, found ${events.length}`);
  const vevent = events[0]!;
  const event = new ICAL.Event(vevent);
  const value = (name: string) => vevent.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    description: event.description,
    location: event.location,
    url: value('url'),
    status: value('status'),
    sequence: event.sequence,
    // Addresses as 'mailto:...', whatever case the writer gave the scheme.
    organizer: String(value('organizer')).toLowerCase(),
    attendees: vevent
      .getAllProperties('attendee')
      .map((p) => String(p.getFirstValue()).toLowerCase()),
  };
}

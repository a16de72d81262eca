import { describe, expect, it } from 'vitest';
import { readInvite } from '#server/testing/ical.js';
import { calendarInvite, inviteAttachment, type InviteOptions } from './calendar.js';

const date = {
  id: '6f1c1b5e-8c1a-4c55-9d0e-2a1f0f6b7c3d',
  dateType: 'video' as const,
  startsAt: new Date('2026-12-04T17:00:00Z'),
  endsAt: new Date('2026-12-04T18:00:00Z'),
  meetingUrl: 'https://meet.jit.si/RightOne-abc',
};
const options: InviteOptions = {
  method: 'REQUEST',
  me: { firstName: 'Ana', email: 'ana@example.test' },
  other: { firstName: 'Sam' },
  mailFrom: 'Right One <hello@rightone.test>',
};

describe('calendar invite', () => {
  it('is one confirmed event at the agreed instants, named after the other member’s first name', () => {
    const invite = readInvite(calendarInvite(date, options));
    expect(invite).toMatchObject({
      method: 'REQUEST',
      uid: `${date.id}@rightone`,
      start: '2026-12-04T17:00:00.000Z',
      end: '2026-12-04T18:00:00.000Z',
      summary: 'Video date with Sam',
      location: date.meetingUrl,
      url: date.meetingUrl,
      status: 'CONFIRMED',
      sequence: 0,
    });
    expect(invite.description).toContain(date.meetingUrl);
  });

  it('names Right One as organizer and only the member it is for as attendee', () => {
    const invite = readInvite(calendarInvite(date, options));
    expect(invite.organizer).toBe('mailto:hello@rightone.test');
    expect(invite.attendees).toEqual(['mailto:ana@example.test']);
  });

  it('says a phone date is one', () => {
    const phone = { ...date, dateType: 'phone' as const };
    expect(readInvite(calendarInvite(phone, options)).summary).toBe('Phone date with Sam');
  });

  it('cancels with the same UID, a higher sequence and a cancelled status', () => {
    const cancel = readInvite(calendarInvite(date, { ...options, method: 'CANCEL' }));
    expect(cancel).toMatchObject({
      method: 'CANCEL',
      uid: `${date.id}@rightone`,
      status: 'CANCELLED',
      sequence: 1,
      start: '2026-12-04T17:00:00.000Z',
    });
  });

  it('goes into a mail as a text/calendar file that says its method', () => {
    const file = inviteAttachment(date, { ...options, method: 'CANCEL' });
    expect(file).toMatchObject({
      filename: 'right-one-date.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      method: 'CANCEL',
    });
    expect(readInvite(file.content).method).toBe('CANCEL');
  });
});

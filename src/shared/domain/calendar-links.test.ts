import { describe, expect, it } from 'vitest';
import { googleCalendarUrl } from './calendar-links.js';

describe('Google Calendar link', () => {
  it('fills in the title, the UTC start and end, the details and the place', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Video date with Sam',
        startsAt: '2026-12-04T18:00:00.000+01:00',
        endsAt: new Date('2026-12-04T18:00:00Z'),
        details: 'Join: https://meet.jit.si/RightOne-x#config.startAudioOnly=true',
        location: 'https://meet.jit.si/RightOne-x',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Video date with Sam',
      dates: '20261204T170000Z/20261204T180000Z',
      details: 'Join: https://meet.jit.si/RightOne-x#config.startAudioOnly=true',
      location: 'https://meet.jit.si/RightOne-x',
    });
  });

  it('leaves out what it was not given', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Phone date with Sam',
        startsAt: '2026-12-04T17:00:00Z',
        endsAt: '2026-12-04T18:00:00Z',
      }),
    );
    expect([...url.searchParams.keys()]).toEqual(['action', 'text', 'dates']);
  });
});

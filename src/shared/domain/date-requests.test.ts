import { describe, expect, it } from 'vitest';
import {
  DATE_REQUEST_STATUSES,
  TIME_SLOT_HOURS,
  dateEventTitle,
  isRefusal,
  meetingRangeError,
  nextDateStatus,
} from './date-requests.js';

describe('date request rules', () => {
  it('offers the spec’s six time slots, 10:00 AM to 8:00 PM every two hours', () => {
    expect(TIME_SLOT_HOURS).toEqual([10, 12, 14, 16, 18, 20]);
  });

  it.each([
    ['accept', 'accepted'],
    ['decline', 'declined'],
    ['suggest', 'superseded'],
    ['cancel', 'cancelled'],
  ] as const)('the receiver may %s a pending request (→ %s)', (action, status) => {
    expect(nextDateStatus('pending', action, 'receiver')).toBe(status);
  });

  it('the proposer cannot answer their own request, but may withdraw it', () => {
    for (const action of ['accept', 'decline', 'suggest'] as const)
      expect(nextDateStatus('pending', action, 'proposer')).toBe('NOT_YOURS_TO_ANSWER');
    expect(nextDateStatus('pending', 'cancel', 'proposer')).toBe('cancelled');
  });

  it('either member may cancel an accepted date; nothing else happens to it', () => {
    expect(nextDateStatus('accepted', 'cancel', 'proposer')).toBe('cancelled');
    expect(nextDateStatus('accepted', 'cancel', 'receiver')).toBe('cancelled');
    for (const action of ['accept', 'decline', 'suggest'] as const)
      expect(nextDateStatus('accepted', action, 'receiver')).toBe('DATE_REQUEST_CLOSED');
  });

  it('declined, superseded and cancelled requests are closed to every action', () => {
    for (const status of ['declined', 'superseded', 'cancelled'] as const)
      for (const action of ['accept', 'decline', 'suggest', 'cancel'] as const)
        for (const role of ['proposer', 'receiver'] as const)
          expect(nextDateStatus(status, action, role)).toBe('DATE_REQUEST_CLOSED');
  });

  it('tells a refusal from a status', () => {
    expect(DATE_REQUEST_STATUSES.some((s) => isRefusal(s))).toBe(false);
    expect(isRefusal('DATE_REQUEST_CLOSED')).toBe(true);
  });

  it('calls a date by its kind and the other member’s first name', () => {
    expect(dateEventTitle('video', 'Sam')).toBe('Video date with Sam');
    expect(dateEventTitle('phone', 'Sam')).toBe('Phone date with Sam');
  });
});

describe('meeting times', () => {
  const now = new Date('2026-12-04T12:00:00Z');
  const at = (time: string) => new Date(`2026-12-04T${time}Z`);

  it('accepts a future meeting of up to four hours', () => {
    expect(meetingRangeError(at('13:00:00'), at('13:30:00'), now)).toBeNull();
    expect(meetingRangeError(at('13:00:00'), at('17:00:00'), now)).toBeNull();
  });

  it.each([
    ['starts now', '12:00:00', '13:00:00', 'DATE_IN_PAST'],
    ['starts in the past', '11:00:00', '13:00:00', 'DATE_IN_PAST'],
    ['ends when it starts', '13:00:00', '13:00:00', 'INVALID_TIME_RANGE'],
    ['ends before it starts', '14:00:00', '13:00:00', 'INVALID_TIME_RANGE'],
    ['lasts a minute over four hours', '13:00:00', '17:01:00', 'MEETING_TOO_LONG'],
  ])('refuses a meeting that %s', (_label, start, end, code) => {
    expect(meetingRangeError(at(start), at(end), now)).toBe(code);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DATE_REQUEST_STATUSES,
  TIME_SLOT_HOURS,
  isRefusal,
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
});

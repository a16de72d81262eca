import { describe, expect, it } from 'vitest';
import { actionLabel, actorText, money, shortDate, shortDateTime, textOr } from './overview-format';

describe('dates in the profile overview', () => {
  it('shows short US dates', () => {
    expect(shortDate('2026-11-26T15:04:05.000Z', 'UTC')).toBe('11/26/2026');
    expect(shortDate('2025-01-05T00:00:00.000Z', 'UTC')).toBe('1/5/2025');
  });
  it("shows the date in the admin's time zone", () => {
    expect(shortDate('2026-11-26T03:00:00.000Z', 'America/New_York')).toBe('11/25/2026');
  });
  it('shows a short US date and time for the audit trail', () => {
    expect(shortDateTime('2026-11-26T15:04:05.000Z', 'UTC')).toBe('11/26/2026, 3:04 PM');
    expect(shortDateTime('2026-03-01T09:30:00.000Z', 'UTC')).toBe('3/1/2026, 9:30 AM');
  });
  it('shows N/A when there is no date', () => {
    expect(shortDate(null)).toBe('N/A');
    expect(shortDate(undefined)).toBe('N/A');
    expect(shortDate('')).toBe('N/A');
    expect(shortDateTime(null)).toBe('N/A');
  });
});

describe('amounts in the profile overview', () => {
  it('shows cents as US dollars', () => {
    expect(money(5990)).toBe('$59.90');
    expect(money(123456)).toBe('$1,234.56');
    expect(money(5)).toBe('$0.05');
  });
  it('shows $0.00 for an empty or zero amount', () => {
    expect(money(0)).toBe('$0.00');
    expect(money(null)).toBe('$0.00');
    expect(money(undefined)).toBe('$0.00');
  });
});

describe('text fields', () => {
  it('falls back to N/A, or to the given default, when empty', () => {
    expect(textOr('Lisbon')).toBe('Lisbon');
    expect(textOr(34)).toBe('34');
    expect(textOr(0)).toBe('0');
    expect(textOr(null)).toBe('N/A');
    expect(textOr('')).toBe('N/A');
    expect(textOr(null, 'None')).toBe('None');
    expect(textOr('', 'Free')).toBe('Free');
  });
});

describe('the audit trail', () => {
  it('names known actions in words', () => {
    expect(actionLabel('admin.update-user')).toBe('Profile edited');
    expect(actionLabel('admin.set-role')).toBe('Role changed');
    expect(actionLabel('admin.ban')).toBe('Banned');
    expect(actionLabel('admin.send-email')).toBe('Email sent');
    expect(actionLabel('admin.delete-user')).toBe('Account deleted');
    expect(actionLabel('trainers.create')).toBe('AI trainer created');
    expect(actionLabel('trainers.update')).toBe('AI trainer edited');
    expect(actionLabel('trainers.delete')).toBe('AI trainer deleted');
    expect(actionLabel('sign-up-blueprint')).toBe('Signed up with the Blueprint');
  });
  it('shows an unknown action as it is stored', () => {
    expect(actionLabel('billing.refund')).toBe('billing.refund');
    expect(actionLabel('toString')).toBe('toString');
  });
  it('says who did it', () => {
    expect(actorText({ actorName: 'Root Admin', bySelf: false })).toBe('by Root Admin');
    expect(actorText({ actorName: 'Ana Lima', bySelf: true })).toBe('by the member');
    expect(actorText({ actorName: null, bySelf: false })).toBe('by the system');
  });
});

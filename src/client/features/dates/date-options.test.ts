import { describe, expect, it } from 'vitest';
import { TIME_SLOT_HOURS } from '#shared/domain/date-requests';
import { dateOptions, longDateLabel, optionLabel, slotLabel, slotStillAhead } from './date-options';

describe('date options', () => {
  it("labels the spec's six slots", () => {
    expect(TIME_SLOT_HOURS.map(slotLabel)).toEqual([
      '10:00 AM',
      '12:00 PM',
      '2:00 PM',
      '4:00 PM',
      '6:00 PM',
      '8:00 PM',
    ]);
  });

  it('crosses every chosen day with every chosen slot, earliest first', () => {
    const now = new Date(2026, 11, 1, 9, 0);
    const days = [new Date(2026, 11, 3), new Date(2026, 11, 2)];
    const options = dateOptions(days, [18, 10], now);
    expect(options.map((o) => new Date(o))).toEqual([
      new Date(2026, 11, 2, 10),
      new Date(2026, 11, 2, 18),
      new Date(2026, 11, 3, 10),
      new Date(2026, 11, 3, 18),
    ]);
  });

  it('leaves out slots already past today', () => {
    const now = new Date(2026, 11, 1, 13, 0);
    const today = new Date(2026, 11, 1);
    expect(dateOptions([today], [10, 12, 14], now).map((o) => new Date(o))).toEqual([
      new Date(2026, 11, 1, 14),
    ]);
    expect(slotStillAhead([today], 12, now)).toBe(false);
    expect(slotStillAhead([today, new Date(2026, 11, 2)], 12, now)).toBe(true);
  });

  it("shows an instant in the viewer's own time zone", () => {
    const iso = '2026-12-04T17:00:00.000Z';
    expect(optionLabel(iso, 'Europe/Paris')).toBe('Fri, Dec 4 · 6:00 PM');
    expect(optionLabel(iso, 'America/New_York')).toBe('Fri, Dec 4 · 12:00 PM');
    expect(longDateLabel(iso, 'Asia/Tokyo')).toBe('Saturday, December 5 at 2:00 AM');
  });
});

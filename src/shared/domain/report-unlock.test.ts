import { describe, expect, it } from 'vitest';
import { isPremiumPlan, reportCardState, showsIntro } from './report-unlock.js';

const now = new Date('2026-11-22T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const premium = (upgradedAt: Date | null) => ({
  hasBlueprint: true,
  premium: true,
  upgradedAt,
  now,
});

describe('report unlock schedule (docs/product-rules.md §4 and §9)', () => {
  it('asks for the quiz first, then for the upgrade', () => {
    expect(
      reportCardState('eq_insights', { hasBlueprint: false, premium: true, upgradedAt: null, now }),
    ).toEqual({ state: 'needs-blueprint' });
    expect(
      reportCardState('eq_insights', { hasBlueprint: true, premium: false, upgradedAt: null, now }),
    ).toEqual({ state: 'needs-upgrade' });
  });

  it('opens EQ insights at once and the others at 24, 48 and 72 hours', () => {
    const at = (h: number) =>
      [
        'eq_insights',
        'individual_insights',
        'relationship_development_insights',
        'relationship_directional_insights',
      ].map((k) => reportCardState(k as never, premium(hoursAgo(h))));
    expect(at(0)).toEqual([
      { state: 'viewable' },
      { state: 'locked', unlocksInHours: 24 },
      { state: 'locked', unlocksInHours: 48 },
      { state: 'locked', unlocksInHours: 72 },
    ]);
    expect(at(23.9)[1]).toEqual({ state: 'locked', unlocksInHours: 1 });
    expect(at(24)[1]).toEqual({ state: 'viewable' });
    expect(at(47.99)[2]).toEqual({ state: 'locked', unlocksInHours: 1 });
    expect(at(48)[2]).toEqual({ state: 'viewable' });
    expect(at(71)[3]).toEqual({ state: 'locked', unlocksInHours: 1 });
    expect(at(72)[3]).toEqual({ state: 'viewable' });
  });

  it('shows every report to a Premium member without an upgrade time', () => {
    expect(reportCardState('relationship_directional_insights', premium(null))).toEqual({
      state: 'viewable',
    });
  });

  it('shows the intro for 4 days, then the journey card', () => {
    expect(showsIntro(hoursAgo(96), now)).toBe(true);
    expect(showsIntro(hoursAgo(96.5), now)).toBe(true);
    expect(showsIntro(hoursAgo(97), now)).toBe(false);
  });

  it('treats Premium in either case as Premium', () => {
    expect([
      isPremiumPlan('Premium'),
      isPremiumPlan('premium'),
      isPremiumPlan('Free'),
      isPremiumPlan(null),
    ]).toEqual([true, true, false, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { REPORT_KINDS } from '#shared/domain/report-unlock';
import { blueprintCheckoutUrl } from '#shared/page-urls';
import { formatDate, REPORT_INFO, reportStatusLabel, unlockLabel } from './report-kinds';

describe('report cards', () => {
  it('says how many whole hours remain, in the spec’s words', () => {
    expect(unlockLabel(23)).toBe('Unlocks in 23 hours');
    expect(unlockLabel(1)).toBe('Unlocks in 1 hour');
  });

  it('names where each report stands', () => {
    const kind = 'individual_insights';
    expect(reportStatusLabel({ kind, state: 'viewable', text: '# Hi' })).toBe('Ready to read');
    expect(reportStatusLabel({ kind, state: 'locked', unlocksInHours: 5 })).toBe(
      'Unlocks in 5 hours',
    );
    expect(reportStatusLabel({ kind, state: 'needs-upgrade' })).toBe('With Premium');
    expect(reportStatusLabel({ kind, state: 'needs-blueprint' })).toBe('After the Blueprint Quiz');
  });

  it('lists the four reports in the order they unlock, each with a title', () => {
    expect(REPORT_KINDS.map((kind) => REPORT_INFO[kind].title)).toEqual([
      'EQ Insights',
      'Individual Insights',
      'Relationship Development Insights',
      'Relationship Directional Insights',
    ]);
  });

  it('leads upgrades to the blueprint checkout with the email and user id', () => {
    const url = new URL(blueprintCheckoutUrl('robin+1@example.com', 'u-1'), 'http://x');
    expect(url.pathname).toBe('/blueprint-payment');
    expect(url.searchParams.get('email')).toBe('robin+1@example.com');
    expect(url.searchParams.get('userId')).toBe('u-1');
  });

  it('shows completion dates as people read them', () => {
    expect(formatDate('2025-03-04T12:00:00Z')).toBe('March 4, 2025');
    expect(formatDate('not a date')).toBe('not a date');
  });
});

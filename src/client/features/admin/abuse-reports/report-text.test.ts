import { describe, expect, it } from 'vitest';
import {
  CONFIRM_LABELS,
  decisionEffect,
  decisionTitle,
  earlierDecisionText,
  openReportsText,
  outcomeText,
  reportersThisWeekText,
  reportsTotalText,
} from './report-text';

describe('the queue counts', () => {
  it('counts open reports, singular for one', () => {
    expect(openReportsText(0)).toBe('0 open reports');
    expect(openReportsText(1)).toBe('1 open report');
    expect(openReportsText(73)).toBe('73 open reports');
  });
  it("counts the reported member's reports and reporters", () => {
    expect(reportsTotalText(1)).toBe('1 report in total');
    expect(reportsTotalText(4)).toBe('4 reports in total');
    expect(reportersThisWeekText(1)).toBe('1 reporter this week');
    expect(reportersThisWeekText(3)).toBe('3 different reporters this week');
  });
});

describe('earlier decisions', () => {
  it('name the decision and its short US date', () => {
    const at = '2026-11-20T15:00:00.000Z';
    expect(earlierDecisionText({ decision: 'warn', decidedAt: at }, 'UTC')).toBe(
      'Warned 11/20/2026',
    );
    expect(earlierDecisionText({ decision: 'dismiss', decidedAt: at }, 'UTC')).toBe(
      'Dismissed 11/20/2026',
    );
    expect(earlierDecisionText({ decision: 'suspend', decidedAt: at }, 'UTC')).toBe(
      'Suspended 11/20/2026',
    );
    expect(earlierDecisionText({ decision: 'ban', decidedAt: at }, 'UTC')).toBe(
      'Banned 11/20/2026',
    );
  });
});

describe('the decision dialog', () => {
  it('is titled by the decision', () => {
    expect(decisionTitle('dismiss', 'Ana Lima')).toBe('Dismiss report');
    expect(decisionTitle('warn', 'Ana Lima')).toBe('Warn Ana Lima');
    expect(decisionTitle('suspend', 'Ana Lima')).toBe('Suspend Ana Lima');
    expect(decisionTitle('ban', 'Ana Lima')).toBe('Ban Ana Lima');
  });
  it('says what the decision does', () => {
    expect(decisionEffect('dismiss', 'Ana', 'Bo')).toBe(
      'The report is closed and Bo is told no breach was found.',
    );
    expect(decisionEffect('dismiss', 'Ana', null)).toBe(
      'The report is closed. Its reporter deleted their account, so nobody is told.',
    );
    expect(decisionEffect('warn', 'Ana', 'Bo')).toBe('Your message is mailed to Ana.');
    expect(decisionEffect('suspend', 'Ana', 'Bo')).toBe(
      'Ana is signed out at once and cannot sign in until the suspension ends.',
    );
    expect(decisionEffect('ban', 'Ana', 'Bo')).toBe(
      'Ana is signed out at once and can never sign in again.',
    );
  });
  it('names its confirm button like the decision', () => {
    expect(CONFIRM_LABELS).toEqual({
      dismiss: 'Dismiss',
      warn: 'Send Warning',
      suspend: 'Suspend',
      ban: 'Ban',
    });
  });
  it('describes the outcome in the toast', () => {
    expect(outcomeText('dismiss', 'Ana')).toBe('The report about Ana was dismissed.');
    expect(outcomeText('warn', 'Ana')).toBe('Ana was sent your warning.');
    expect(outcomeText('suspend', 'Ana', 1)).toBe('Ana is suspended for 1 day.');
    expect(outcomeText('suspend', 'Ana', 30)).toBe('Ana is suspended for 30 days.');
    expect(outcomeText('ban', 'Ana')).toBe('Ana is banned.');
  });
});

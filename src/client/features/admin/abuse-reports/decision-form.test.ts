import { describe, expect, it } from 'vitest';
import type { ModerationDecision } from '#shared/contracts/moderation';
import {
  DEFAULT_DECISION_VALUES,
  decisionFormSchema,
  toDecisionInput,
  type DecisionFormValues,
} from './decision-form';

const errorsOf = (decision: ModerationDecision, values: Partial<DecisionFormValues>) => {
  const checked = decisionFormSchema(decision).safeParse({ ...DEFAULT_DECISION_VALUES, ...values });
  return checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the decision form', () => {
  it('sends only the fields a decision takes', () => {
    const v = { reason: 'Spam', message: 'Stop it.', days: '14' };
    expect(toDecisionInput('dismiss', v)).toEqual({ decision: 'dismiss', reason: 'Spam' });
    expect(toDecisionInput('ban', v)).toEqual({ decision: 'ban', reason: 'Spam' });
    expect(toDecisionInput('warn', v)).toEqual({
      decision: 'warn',
      reason: 'Spam',
      message: 'Stop it.',
    });
    expect(toDecisionInput('suspend', v)).toEqual({
      decision: 'suspend',
      reason: 'Spam',
      days: 14,
    });
  });
  it('suspends for a week unless told otherwise', () => {
    expect(errorsOf('suspend', { reason: 'Abuse' })).toEqual({});
    expect(toDecisionInput('suspend', { ...DEFAULT_DECISION_VALUES, reason: 'x' }).days).toBe(7);
  });
  it("asks for a reason in the contract's words, blank or not", () => {
    expect(errorsOf('dismiss', { reason: '   ' })).toEqual({
      reason: 'Give a reason for the decision.',
    });
  });
  it('asks a warning for its message', () => {
    expect(errorsOf('warn', { reason: '', message: ' ' })).toEqual({
      reason: 'Give a reason for the decision.',
      message: 'Write the warning the member will receive.',
    });
    expect(errorsOf('dismiss', { reason: 'ok', message: '' })).toEqual({});
  });
  it('asks a suspension for its days, whole and from 1 to 365', () => {
    expect(errorsOf('suspend', { reason: 'x', days: '' })).toEqual({
      days: 'Choose how many days the suspension lasts.',
    });
    for (const days of ['0', '366', '1.5', 'abc'])
      expect(errorsOf('suspend', { reason: 'x', days })).toEqual({
        days: 'A suspension lasts 1 to 365 days.',
      });
    expect(errorsOf('suspend', { reason: 'x', days: '365' })).toEqual({});
    expect(errorsOf('ban', { reason: 'x', days: '' })).toEqual({});
  });
});

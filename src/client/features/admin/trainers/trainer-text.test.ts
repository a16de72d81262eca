import { describe, expect, it } from 'vitest';
import { promptAge, promptCounter, tokenEstimate } from './trainer-text';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const HOUR = 3_600_000;

describe('promptAge', () => {
  it('shows whole hours under a day', () => {
    expect(promptAge(ago(0), NOW)).toBe('0 hours ago');
    expect(promptAge(ago(5 * HOUR + 59 * 60_000), NOW)).toBe('5 hours ago');
    expect(promptAge(ago(23 * HOUR + 59 * 60_000), NOW)).toBe('23 hours ago');
  });
  it('shows whole days from 24 hours on', () => {
    expect(promptAge(ago(24 * HOUR), NOW)).toBe('1 days ago');
    expect(promptAge(ago(71 * HOUR), NOW)).toBe('2 days ago');
  });
  it('never shows a negative age for a clock a little ahead', () => {
    expect(promptAge(ago(-HOUR), NOW)).toBe('0 hours ago');
  });
});

describe('the prompt counter', () => {
  it('estimates tokens as characters divided by 4, rounded up', () => {
    expect(tokenEstimate('')).toBe(0);
    expect(tokenEstimate('abcd')).toBe(1);
    expect(tokenEstimate('abcde')).toBe(2);
    expect(promptCounter('a'.repeat(10))).toBe('Characters: 10 | Tokens: ~3');
  });
});

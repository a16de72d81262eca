import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge-count';

describe('count badges (docs/product-rules.md §9: 9+)', () => {
  it('shows the count up to 9, then 9+', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(9)).toBe('9');
    expect(badgeCount(10)).toBe('9+');
    expect(badgeCount(250)).toBe('9+');
  });
});

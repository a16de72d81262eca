import { describe, expect, it } from 'vitest';
import { showingText } from '../directory-paging';
import { pageButtons, pageCountOf } from './paging';

describe('the question directory paging', () => {
  it('shows up to 5 page buttons around the current page', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageButtons(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(85, 10)).toBe(9);
    expect(pageCountOf(50, 50)).toBe(1);
  });

  it("says 'Showing x to y of n questions'", () => {
    expect(showingText(1, 10, 85, 'questions')).toBe('Showing 1 to 10 of 85 questions');
    expect(showingText(9, 10, 85, 'questions')).toBe('Showing 81 to 85 of 85 questions');
    expect(showingText(1, 10, 0, 'questions')).toBe('Showing 0 to 0 of 0 questions');
  });
});

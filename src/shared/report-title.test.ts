import { describe, expect, it } from 'vitest';
import { withoutLeadingTitle } from './report-title.js';

describe('withoutLeadingTitle', () => {
  it('drops the first heading when it repeats the shown title', () => {
    expect(withoutLeadingTitle('# The Steady Harbor\n\nYou are calm.', 'The Steady Harbor')).toBe(
      'You are calm.',
    );
  });

  it('keeps the text when the first line is something else', () => {
    const text = '## What your answers show\n\nMore.';
    expect(withoutLeadingTitle(text, 'The Steady Harbor')).toBe(text);
    expect(withoutLeadingTitle('# Another\n\nx', 'The Steady Harbor')).toBe('# Another\n\nx');
  });
});

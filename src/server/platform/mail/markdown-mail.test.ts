import { describe, expect, it } from 'vitest';
import { markdownMailPart } from './markdown-mail.js';

describe('markdownMailPart', () => {
  it('sets headings, paragraphs, lists and pull-quotes in HTML, and plainly in text', () => {
    const part = markdownMailPart(
      [
        '## What your answers show',
        'You scored **100** out of 125.',
        'A second line of the same paragraph.',
        '',
        '> Feelings are information.',
        '',
        '- **Empathy** (20 of 25): warm',
        '- Motivation',
        '',
        '1. Name one feeling a day.',
        '',
        '2. Ask before advising.',
        '',
        '---',
      ].join('\n'),
    );
    expect(part.html).toContain('What your answers show</h3>');
    expect(part.html).toContain(
      '>You scored <strong>100</strong> out of 125. A second line of the same paragraph.</p>',
    );
    expect(part.html).toContain('>Feelings are information.</blockquote>');
    expect(part.html).toMatch(
      /<ul [^>]*><li [^>]*><strong>Empathy<\/strong> \(20 of 25\): warm<\/li><li/,
    );
    // A blank line between numbered items keeps them one list.
    expect(part.html.match(/<ol /g)).toHaveLength(1);
    expect(part.html).toContain('<hr');
    expect(part.text).toBe(
      [
        'What your answers show',
        'You scored 100 out of 125. A second line of the same paragraph.',
        'Feelings are information.',
        '- Empathy (20 of 25): warm\n- Motivation',
        '1. Name one feeling a day.\n2. Ask before advising.',
        '* * *',
      ].join('\n\n'),
    );
  });

  it('escapes every character of the text; raw HTML and script links show as text', () => {
    const part = markdownMailPart(
      '# <img src=x onerror=alert(1)>\n\nTom & "Jerry" <script>alert(1)</script> [click](javascript:alert(1)) [site](https://example.com/?a=1&b="2")',
    );
    expect(part.html).not.toMatch(/<(img|script)/);
    expect(part.html).toContain('&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(part.html).toContain(
      'Tom &amp; &quot;Jerry&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(part.html).not.toContain('javascript:');
    expect(part.html).toContain('<a href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
    expect(part.text).toContain('Tom & "Jerry" <script>alert(1)</script> click site (https://');
  });
});

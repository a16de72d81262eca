/** Small helpers for assembling report markdown from fragments. */

export type Level = 'high' | 'mid' | 'low';

/** 0-100 score to a plain band. 70+ is a clear lean towards the trait, 40 or less a clear lean away. */
export const levelOf = (score: number): Level =>
  score >= 70 ? 'high' : score <= 40 ? 'low' : 'mid';

export const wordCount = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export const heading = (text: string, depth = 2) => `${'#'.repeat(depth)} ${text}`;

/** A pull-quote: the one line a reader should carry away from a section. */
export const pullQuote = (text: string) => `> ${text}`;

export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

export const numbered = (items: readonly string[]) =>
  items.map((item, i) => `${i + 1}. ${item}`).join('\n');

/** Joins markdown blocks with blank lines, skipping fragments whose condition was not met. */
export const blocks = (parts: readonly (string | false | null | undefined)[]) =>
  parts
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n\n');

/** Joins sentences or clauses into one paragraph, skipping empty ones. */
export const paragraph = (parts: readonly (string | false | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'a', 'a and b', 'a, b and c'. */
export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * The first name to address the reader by. Markdown control characters are dropped so a
 * name can never change the report's formatting.
 */
export function firstName(fullName: string): string {
  const cleaned = fullName.replace(/[\\`*_{}[\]()<>#+|!~>]/g, '').trim();
  return cleaned.split(/\s+/)[0]?.slice(0, 40) || 'friend';
}

/** Stable ordering helper: sorts by score (descending by default), ties keep their given order. */
export function rankBy<T>(
  items: readonly T[],
  score: (item: T) => number,
  direction: 'desc' | 'asc' = 'desc',
): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => sign * (score(a.item) - score(b.item)) || a.index - b.index)
    .map((x) => x.item);
}

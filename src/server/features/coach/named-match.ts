import type { Db } from '#server/db/connect.js';
import { startersForPair } from '../chats/index.js';
import { listMatches } from '../matching/index.js';

/**
 * A match the member names in a question to the coach ('is Sam a good fit?', 'what do I write
 * to Sam?'), with what the member may see of the pair: the reasons on their match card and the
 * conversation starters drawn from them. Never the match's answers or anything their card does
 * not show (issue 32).
 */
export interface NamedMatch {
  /** As the member sees it: the first name until both reveal. */
  name: string;
  reasons: string[];
  starters: string[];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first of `names` the text mentions as a word of its own, in any case. */
export function mentionedName<T extends { name: string }>(text: string, named: T[]): T | null {
  let first: { item: T; at: number } | null = null;
  for (const item of named) {
    const given = item.name.split(/\s+/)[0] ?? '';
    if (given.length < 2) continue;
    const at = text.search(new RegExp(`(^|[^\\p{L}])${escaped(given)}($|[^\\p{L}])`, 'iu'));
    if (at >= 0 && (!first || at < first.at)) first = { item, at };
  }
  return first?.item ?? null;
}

/** The match the question names, with their card's reasons and openers; null when none. */
export async function namedMatch(db: Db, userId: string, question: string) {
  const { matches } = await listMatches(db, userId);
  const match = mentionedName(question, matches);
  if (!match) return null;
  const starters = await startersForPair(
    db,
    userId,
    match.userId,
    match.chatSessionId ?? match.userId,
  );
  return { name: match.name, reasons: match.reasons, starters } satisfies NamedMatch;
}

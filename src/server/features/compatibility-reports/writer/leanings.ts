/**
 * Trait phrases printed in lists (strengths, blind spots, partner needs, more of what shapes
 * you), each recorded as a claim on the side of the trait it describes, so the consistency
 * rules check list items as they check sentences.
 */
import { claim, type Draft } from './claims.js';
import { phrasesFor } from './traits.js';
import type { TraitPhrases } from './types.js';

/** One phrase and the side of its trait that it describes. */
export interface Leaning {
  trait: string;
  side: 'high' | 'low';
  text: string;
}

export const leaningsOf = (
  traits: readonly string[],
  side: Leaning['side'],
  phrase: (phrases: TraitPhrases) => string,
): Leaning[] => traits.map((trait) => ({ trait, side, text: phrase(phrasesFor(trait)) }));

/** `text` (the leaning's phrase as printed) recorded as a claim on the leaning's trait. */
export const sayLeaning = (p: Draft, { trait, side }: Leaning, text: string): string =>
  p.sayEach(text, claim(`trait:${trait}`, side));

/** Up to `limit` leanings whose phrase no earlier report of the member printed, marked printed. */
export function freshLeanings(p: Draft, items: readonly Leaning[], limit: number): Leaning[] {
  const taken: Leaning[] = [];
  for (const item of items) if (taken.length < limit && p.fresh(item.text)) taken.push(item);
  return taken;
}

import { seededRandom } from '#shared/domain/seeded-random.js';
import type { SharedGround } from '../matching/index.js';
import {
  AREA_LINES,
  EQ_LINES,
  GENERAL,
  OCCUPATION,
  OTHER_CITY,
  SAME_CITY,
} from './starter-lines.js';
import { TRAIT_LINES } from './starter-trait-lines.js';

/** How many openers a conversation offers at once. */
export const STARTERS_SHOWN = 3;
/** Free text longer than this (a city, an occupation) reads badly inside a question: left out. */
const MAX_FIELD = 40;

/** What the viewer may use about the pair: their match card's reasons and both profiles' fields. */
export interface PairFacts {
  shared: SharedGround[];
  mine: { location: string | null; occupation: string | null };
  theirs: { location: string | null; occupation: string | null };
}

const field = (text: string | null) => {
  const clean = text?.trim().replace(/\s+/g, ' ') ?? '';
  return clean && clean.length <= MAX_FIELD ? clean : null;
};
const opener = (share: string, ask: string) => `${share} — ${ask}`;

/** Every opener the facts allow, grouped by what each is about (one group per reason or field). */
function topics({ shared, mine, theirs }: PairFacts): string[][] {
  const groups = shared.map((ground) => {
    switch (ground.kind) {
      case 'area':
        return AREA_LINES[ground.area].asks.map((ask) =>
          opener(AREA_LINES[ground.area].share, ask),
        );
      case 'eq':
        return EQ_LINES[ground.category].asks.map((ask) =>
          opener(EQ_LINES[ground.category].share, ask),
        );
      case 'trait': {
        const lines = TRAIT_LINES[ground.trait];
        if (!lines) return [];
        const share = ground.agree ? lines.agree : lines.disagree;
        return lines.asks.map((ask) => opener(share, ask));
      }
    }
  });
  // A field counts when both filled it in: each offers as much of themselves as they ask about.
  const [myCity, theirCity] = [field(mine.location), field(theirs.location)];
  if (myCity && theirCity)
    groups.push(
      myCity.toLowerCase() === theirCity.toLowerCase()
        ? SAME_CITY(theirCity)
        : OTHER_CITY(myCity, theirCity),
    );
  const theirWork = field(theirs.occupation);
  if (field(mine.occupation) && theirWork) groups.push(OCCUPATION(theirWork));
  // Two reasons can name one thing (two questions on one trait): each topic counts once.
  const seen = new Set<string>();
  return groups.filter((group) => {
    const key = group[0];
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** FNV-1a: the pair's key as a 32-bit seed. */
function seedOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * Three openers for this pair: the same for the same pair and `refresh`, another three for the
 * next `refresh`. The pair's seed orders its topics and each topic's lines; the sequence takes
 * one line from each topic in turn (so three shown together are about three different things
 * when the pair has three), then the general openers, and `refresh` walks it three at a time.
 */
export function pickStarters(facts: PairFacts, pairKey: string, refresh: number): string[] {
  const random = seededRandom(seedOf(pairKey));
  const groups = shuffled(topics(facts), random).map((group) => shuffled(group, random));
  const sequence: string[] = [];
  for (let round = 0; groups.some((group) => round < group.length); round++)
    for (const group of groups) if (round < group.length) sequence.push(group[round]!);
  sequence.push(...shuffled(GENERAL, random));
  const start = (refresh * STARTERS_SHOWN) % sequence.length;
  return Array.from({ length: STARTERS_SHOWN }, (_, i) => sequence[(start + i) % sequence.length]!);
}

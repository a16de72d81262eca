/** One reading of Individual insights: the facts it reads together and what it says of them. */
import { claim, type Claim } from './claims.js';

/** Where the reading is printed: how two facts combine, what a partner should know, early dates. */
export type ReadingKind = 'together' | 'partner' | 'early';

/** One reading: the facts it needs (all recorded when printed) and its sentences. */
export interface Reading {
  kind: ReadingKind;
  when: readonly Claim[];
  text: string;
}

export const trait = (name: string, level: 'high' | 'mid' | 'low') => claim(`trait:${name}`, level);

export const eq = (category: string, level: 'strong' | 'good' | 'developing') =>
  claim(`eq:${category}`, level);

/** A maker of readings of one kind, so each table lists only facts and text. */
export const readingOf =
  (kind: ReadingKind) =>
  (when: readonly Claim[], text: string): Reading => ({ kind, when, text });

/**
 * Conditions that are also records: a `Rests` returns the claims a text rests on for this
 * member, or none when the text is not for them. Choosing a text and recording why are then
 * one step, so a text cannot be chosen for one reason and recorded for another.
 */
import { claim, GENERAL, type Claim, type Draft } from './claims.js';
import type { Level } from './text.js';

export type Rests = (p: Draft) => Claim[];

const leans =
  (trait: string, level: Level): Rests =>
  (p) =>
    p.level(trait) === level ? [claim(`trait:${trait}`, level)] : [];

export const high = (trait: string) => leans(trait, 'high');
export const low = (trait: string) => leans(trait, 'low');

/** The first of `options` that holds. */
export const either =
  (...options: Rests[]): Rests =>
  (p) =>
    options.map((rests) => rests(p)).find((c) => c.length > 0) ?? [];

/** All of `parts` together, or nothing unless every one holds. */
export const both =
  (...parts: Rests[]): Rests =>
  (p) => {
    const made = parts.map((rests) => rests(p));
    return made.every((c) => c.length > 0) ? made.flat() : [];
  };

/** For every member: the text rests on no fact (see GENERAL). */
export const always: Rests = () => [GENERAL];

import { describe, expect, it } from 'vitest';
import { batchMatchesOf, matchBatch, type BatchResult } from './batch.js';
import { searchMember, topMatchesFor } from './matches.js';
import { buildPopulation, type Population } from './population.js';
import { bruteForceMatchBatch, bruteForceSearchMember, passesFilters } from './reference.js';
import { scorePair } from './score.js';
import { syntheticMembers, type SyntheticOptions } from './synthetic-population.js';

/**
 * The oracle: on seeded random populations the index search must give exactly what a scan of
 * every member gives (reference.ts: same filters and score, no index), and the batch must keep
 * every promise (filters both ways, symmetric scores, determinism, the exposure cap).
 */
const now = new Date('2026-06-01T00:00:00Z');
// Squares wider than the 50-mile radius, so distance filters bite; one real-zip population.
// Half the members of the last three set their own age range, distance and dealbreakers.
const cases: [string, SyntheticOptions][] = [
  ['60 in one town', { size: 60, seed: 1, square: { lat: 41.9, lon: -87.6, halfMiles: 5 } }],
  ['400 across 150 miles', { size: 400, seed: 2, square: { lat: 34, lon: -118, halfMiles: 75 } }],
  [
    '1,200 in the far north',
    { size: 1200, seed: 3, square: { lat: 64.8, lon: -147.7, halfMiles: 120 } },
  ],
  ['2,000 at real zips', { size: 2000, seed: 4 }],
  [
    '400 across 300 miles, with preferences',
    { size: 400, seed: 5, square: { lat: 39.7, lon: -105, halfMiles: 150 }, preferences: 0.5 },
  ],
  [
    '1,200 in the far north, with preferences',
    { size: 1200, seed: 6, square: { lat: 64.8, lon: -147.7, halfMiles: 120 }, preferences: 0.5 },
  ],
  ['2,000 at real zips, with preferences', { size: 2000, seed: 7, preferences: 0.5 }],
];

function inputIndices(pop: Population, batch: BatchResult, i: number): number[] {
  return Array.from(batch.matches.subarray(i * batch.k, i * batch.k + batch.counts[i]!));
}

describe.each(cases)('engine vs brute force: %s', (_name, options) => {
  const members = syntheticMembers(options);
  const pop = buildPopulation(members, { now });
  const step = Math.max(1, Math.floor(members.length / 250));

  it('finds the same top K and counts the same candidates as scanning everyone', () => {
    for (let i = 0; i < members.length; i += step) {
      for (const k of [1, 10, 50])
        expect(searchMember(pop, i, k)).toEqual(bruteForceSearchMember(pop, i, k));
    }
  });

  it('builds the same batch as the brute force, in one thread and in two, with a loose or a tight cap', async () => {
    for (const maxAppearances of [undefined, 3]) {
      const brute = bruteForceMatchBatch(pop, 10, { maxAppearances });
      for (const threads of [1, 2]) {
        const batch = await matchBatch(pop, 10, { threads, maxAppearances });
        expect(batch.candidates).toEqual(brute.candidates);
        expect(batch.matches).toEqual(brute.matches);
        expect(batch.scores).toEqual(brute.scores);
        expect(batch.appearances).toEqual(brute.appearances);
      }
    }
  });

  it('lists only pairs that pass every filter both ways, with symmetric scores, best first', async () => {
    const batch = await matchBatch(pop, 10, {});
    for (let i = 0; i < members.length; i++) {
      const a = pop.position[i]!;
      const listed = inputIndices(pop, batch, i);
      expect(new Set(listed).size).toBe(listed.length);
      listed.forEach((j, n) => {
        const b = pop.position[j]!;
        expect(passesFilters(pop, a, b) && passesFilters(pop, b, a)).toBe(true);
        expect(batch.scores[i * 10 + n]).toBe(scorePair(pop, a, b));
        expect(scorePair(pop, b, a)).toBe(scorePair(pop, a, b));
      });
      const scores = Array.from(batch.scores.subarray(i * 10, i * 10 + listed.length));
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
    }
  });

  it('never exceeds the exposure cap, even a tight one', async () => {
    for (const maxAppearances of [undefined, 2, 1]) {
      const batch = await matchBatch(pop, 10, { maxAppearances });
      const counted = new Uint32Array(members.length);
      for (let i = 0; i < members.length; i++)
        for (const j of inputIndices(pop, batch, i)) counted[j]!++;
      expect(counted).toEqual(batch.appearances);
      expect(Math.max(...counted)).toBeLessThanOrEqual(maxAppearances ?? 30);
    }
  });

  it('is deterministic: same input, same output; shuffled input, same matches by id', async () => {
    const again = await matchBatch(buildPopulation(members, { now }), 10, {});
    const first = await matchBatch(pop, 10, {});
    expect(again).toEqual(first);
    const shuffled = [...members].reverse();
    const other = buildPopulation(shuffled, { now });
    const otherBatch = await matchBatch(other, 10, {});
    for (let i = 0; i < members.length; i += step) {
      const j = members.length - 1 - i;
      expect(batchMatchesOf(other, otherBatch, j)).toEqual(
        batchMatchesOf(pop, first, i).map((m) => ({ ...m, index: members.length - 1 - m.index })),
      );
      expect(topMatchesFor(other, j, 10).map((m) => m.id)).toEqual(
        topMatchesFor(pop, i, 10).map((m) => m.id),
      );
    }
  });
});

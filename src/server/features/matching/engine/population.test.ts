import { describe, expect, it } from 'vitest';
import { buildPopulation, patchMember } from './population.js';
import { searchMember, topMatchesFor } from './matches.js';
import { syntheticMembers } from './synthetic-population.js';
import type { MemberInput } from './types.js';

const valid: MemberInput = {
  id: 'a',
  gender: 'Man',
  lookingFor: 'Woman',
  ethnicity: 'Black',
  ethnicityPreference: 'Black',
  birthYear: 1990,
  lat: 33.75,
  lon: -84.39,
  blueprint: Array(60).fill(3),
  eq: [15, 15, 15, 15, 15],
};

describe('buildPopulation', () => {
  it('refuses bad members with a message that names them', () => {
    const bad: [Partial<MemberInput>, RegExp][] = [
      [{ gender: 'Other' as never }, /gender/],
      [{ ethnicityPreference: 'Any' as never }, /ethnicityPreference/],
      [{ birthYear: 1990.5 }, /birthYear/],
      [{ lat: Number.NaN }, /lat/],
      [{ blueprint: Array(59).fill(3) }, /60 answers/],
      [{ blueprint: [...Array(59).fill(3), 6] }, /1 to 5/],
      [{ eq: [26, 0, 0, 0, 0] }, /eq scores/],
    ];
    for (const [change, message] of bad)
      expect(() => buildPopulation([{ ...valid, ...change }])).toThrow(message);
    expect(() => buildPopulation([valid, valid])).toThrow(/duplicate id a/);
  });

  it('accepts an empty population and members nobody can match', () => {
    expect(buildPopulation([]).size).toBe(0);
    const pop = buildPopulation([valid, { ...valid, id: 'b', birthYear: 2015 }]);
    expect(topMatchesFor(pop, 0, 10)).toEqual([]);
    expect(() => topMatchesFor(pop, 2, 10)).toThrow(RangeError);
    expect(() => topMatchesFor(pop, 0, 0)).toThrow(RangeError);
  });

  it('matches a member looking for their own gender with others doing the same, never with themselves', () => {
    const women = ['w1', 'w2', 'w3'].map((id): MemberInput => ({
      ...valid,
      id,
      gender: 'Woman',
      lookingFor: 'Woman',
    }));
    const pop = buildPopulation([...women, { ...valid, id: 'm' }], { now: new Date('2026-01-01') });
    expect(topMatchesFor(pop, 0, 10).map((m) => m.id)).toEqual(['w2', 'w3']);
  });
});

describe('patching one member in place', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const members = syntheticMembers({ size: 1500, seed: 9, preferences: 0.5 });
  const probes = [0, 1, 2, 3, 250, 700, 1499];

  it('gives exactly the searches of a population built with the change', () => {
    const pop = buildPopulation(members, { now });
    for (const i of [5, 600, 1200]) {
      const was = members[i]!;
      const changed: MemberInput = {
        ...was,
        ageRange: { min: 20, max: 60 },
        dealbreakers: ['children', 'faith'],
        maxDistanceMiles: was.maxDistanceMiles === null ? null : reachSame(was.maxDistanceMiles),
        eq: [25, 5, 25, 5, 25],
      };
      expect(patchMember(pop, i, was, changed)).toBe(true);
      members[i] = changed;
      const rebuilt = buildPopulation(members, { now });
      for (const j of [...probes, i])
        expect(searchMember(pop, j, 20)).toEqual(searchMember(rebuilt, j, 20));
    }
  });

  it('refuses, changing nothing, when the member would move in the index', () => {
    const pop = buildPopulation(members, { now });
    const before = searchMember(pop, 10, 20);
    const was = members[10]!;
    expect(patchMember(pop, 10, was, { ...was, birthYear: was.birthYear - 1 })).toBe(false);
    expect(patchMember(pop, 10, was, { ...was, lat: was.lat + 3 })).toBe(false);
    expect(patchMember(pop, 10, was, { ...was, maxDistanceMiles: null })).toBe(
      was.maxDistanceMiles === null,
    );
    expect(searchMember(pop, 10, 20)).toEqual(before);
    expect(() => patchMember(pop, 10, was, { ...was, id: 'someone else' })).toThrow(RangeError);
  });
});

/** A distance in the same reach class as `miles` (so the member keeps their place in the index). */
function reachSame(miles: number | undefined): number {
  const m = miles ?? 50;
  return m === 50 ? 50 : m < 50 ? Math.max(10, m - 5) : Math.min(100, m + 5);
}

import { describe, expect, it } from 'vitest';
import { buildPopulation } from './population.js';
import { topMatchesFor } from './matches.js';
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

import { describe, expect, it } from 'vitest';
import { topMatchesFor } from './matches.js';
import { buildPopulation } from './population.js';
import { reasonsFor } from './reasons.js';
import type { MemberInput } from './types.js';

const base = {
  ethnicity: 'Asian',
  ethnicityPreference: "Doesn't matter",
  birthYear: 1994,
  lat: 47.6,
  lon: -122.3,
} as const;

describe('reasons', () => {
  // Values identical, communication one step apart, lifestyle and goals far apart.
  const her = Array.from({ length: 60 }, (_, i) =>
    i < 15 ? 1 + (i % 5) : i < 30 ? 2 : i < 45 ? 1 : 5,
  );
  const him = Array.from({ length: 60 }, (_, i) =>
    i < 15 ? 1 + (i % 5) : i < 30 ? 3 : i < 45 ? 5 : 1,
  );
  const members: MemberInput[] = [
    {
      ...base,
      id: 'her',
      gender: 'Woman',
      lookingFor: 'Man',
      blueprint: her,
      eq: [18, 12, 24, 10, 15],
    },
    {
      ...base,
      id: 'him',
      gender: 'Man',
      lookingFor: 'Woman',
      blueprint: him,
      eq: [22, 20, 19, 25, 15],
    },
  ];
  const pop = buildPopulation(members, { now: new Date('2026-01-01') });

  it('names the areas where they agree most, then the strongest shared answers, then the EQ area', () => {
    expect(reasonsFor(pop, pop.position[0]!, pop.position[1]!)).toEqual([
      { code: 'CATEGORY', category: 'values', agreement: 100 },
      { code: 'CATEGORY', category: 'communication', agreement: 75 },
      // Same answers first, strongly held (1 or 5) before milder ones, then question order.
      { code: 'QUESTION', question: 0, answers: [1, 1] },
      { code: 'QUESTION', question: 4, answers: [5, 5] },
      { code: 'QUESTION', question: 5, answers: [1, 1] },
      { code: 'EQ', category: 'Empathy', score: 19 },
    ]);
  });

  it('comes with every match', () => {
    const [match] = topMatchesFor(pop, 0, 5);
    expect(match).toMatchObject({ index: 1, id: 'him' });
    expect(match!.reasons).toEqual(reasonsFor(pop, pop.position[0]!, pop.position[1]!));
  });
});

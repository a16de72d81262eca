import { describe, expect, it } from 'vitest';
import { ScoreKernel } from './kernel.js';
import { buildPopulation, type Population } from './population.js';
import { pairProduct, scorePair, SCORE_FLOOR, scoreFromProduct } from './score.js';
import { syntheticMembers } from './synthetic-population.js';
import type { MemberInput } from './types.js';

const member = (id: string, blueprint: number[], eq: number[]): MemberInput => ({
  id,
  gender: 'Woman',
  lookingFor: 'Man',
  ethnicity: 'White',
  ethnicityPreference: "Doesn't matter",
  birthYear: 1995,
  lat: 40.75,
  lon: -74,
  blueprint,
  eq,
});
const at = (pop: Population, id: string) => pop.position[pop.ids.indexOf(id)]!;

/** The formula of score.ts in plain floating point, from the inputs: an independent reading. */
function naiveDirection(a: MemberInput, b: MemberInput): number {
  let weighted = 0;
  let weights = 30;
  for (let c = 0; c < 4; c++) {
    let distance = 0;
    let weight = 15;
    for (let i = c * 15; i < c * 15 + 15; i++) {
      distance += Math.abs(a.blueprint[i]! - b.blueprint[i]!);
      weight += Math.abs(a.blueprint[i]! - 3);
    }
    weighted += weight * (1 - distance / 60);
    weights += weight;
  }
  const total = a.eq.reduce((x, y) => x + y, 0);
  const eqSatisfaction =
    total === 0 ? 1 : a.eq.reduce((sum, e, k) => sum + Math.min(e, b.eq[k]!), 0) / total;
  return (weighted + 30 * eqSatisfaction) / weights;
}

describe('mutual score', () => {
  it('is 100 for identical answers and EQ', () => {
    const answers = Array.from({ length: 60 }, (_, i) => 1 + (i % 5));
    const pop = buildPopulation([
      member('a', answers, [20, 18, 22, 15, 25]),
      member('b', answers, [20, 18, 22, 15, 25]),
    ]);
    expect(scorePair(pop, at(pop, 'a'), at(pop, 'b'))).toBe(100);
  });

  it('is low when every answer is opposite, by the worked example', () => {
    // Weights 15 + 15 * 2 = 45 per area, W = 210; no Blueprint agreement at all.
    // A (EQ 25s) gets 25 of 125 EQ points from B: dir = 30 * 0.2 / 210; B gets all: dir = 30 / 210.
    // mutual = 100 * sqrt(6/210 * 30/210) = 6.39 -> 6
    const pop = buildPopulation([
      member('a', Array(60).fill(1), [25, 25, 25, 25, 25]),
      member('b', Array(60).fill(5), [5, 5, 5, 5, 5]),
    ]);
    expect(scorePair(pop, at(pop, 'a'), at(pop, 'b'))).toBe(6);
  });

  it('treats an EQ total of 0 as fully satisfied', () => {
    const answers = Array(60).fill(3);
    const pop = buildPopulation([
      member('a', answers, [0, 0, 0, 0, 0]),
      member('b', answers, [10, 10, 10, 10, 10]),
    ]);
    // A: (60 * 1 + 30 * 1) / 90 = 1; B: (60 + 30 * 0) / 90 = 2/3; mutual = 100 * sqrt(2/3) = 81.6
    expect(scorePair(pop, at(pop, 'a'), at(pop, 'b'))).toBe(82);
  });

  const members = syntheticMembers({
    size: 400,
    seed: 3,
    square: { lat: 40, lon: -100, halfMiles: 30 },
  });
  members[7] = { ...members[7]!, eq: [0, 0, 0, 0, 0] };
  members[8] = { ...members[8]!, eq: [25, 25, 25, 25, 25], blueprint: Array(60).fill(5) };
  const pop = buildPopulation(members);

  it('matches the plain floating-point formula and is the same from both sides', () => {
    for (let i = 0; i < members.length; i += 3) {
      for (let j = 0; j < members.length; j += 7) {
        const [a, b] = [pop.position[i]!, pop.position[j]!];
        const exact = pairProduct(pop, a, b) / (pop.denominator[a]! * pop.denominator[b]!);
        expect(exact).toBeCloseTo(
          naiveDirection(members[i]!, members[j]!) * naiveDirection(members[j]!, members[i]!),
          12,
        );
        expect(scorePair(pop, a, b)).toBe(scorePair(pop, b, a));
      }
    }
  });

  it('gives the same product from the packed kernel as from the plain columns', () => {
    const kernel = new ScoreKernel(pop.records);
    for (let a = 0; a < pop.size; a++) {
      kernel.setMember(a);
      expect(kernel.denominator).toBe(pop.denominator[a]);
      for (let b = 0; b < pop.size; b += 1 + (a % 5))
        expect(kernel.product(b)).toBe(pairProduct(pop, a, b));
    }
  });

  it('has floors that never turn away a pair scoring the threshold', () => {
    for (let a = 0; a < 100; a++) {
      for (let b = 100; b < 200; b++) {
        const product = pairProduct(pop, a, b);
        const dd = pop.denominator[a]! * pop.denominator[b]!;
        const score = scoreFromProduct(product, pop.denominator[a]!, pop.denominator[b]!);
        expect(product >= SCORE_FLOOR[score]! * dd).toBe(true);
        expect(product < SCORE_FLOOR[score + 1]! * dd).toBe(true);
      }
    }
  });
});

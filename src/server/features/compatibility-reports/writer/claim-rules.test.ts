import { describe, expect, it } from 'vitest';
import { blueprintFrom, eqFrom } from './answer-patterns.js';
import { contradictions } from './claim-rules.js';
import { claim } from './claims.js';
import { buildFacts } from './facts.js';

// Issue 32: rules between claims that a level check alone would let through.
const facts = buildFacts(
  'Avery',
  blueprintFrom({ independence: 1, tidiness: 1, verbal_affection: 5 }),
  eqFrom([4, 4, 4, 4, 4]),
);

describe('what a score is said to mean', () => {
  it('lets a low score be "relaxed" only where a low score means ease', () => {
    expect(contradictions(facts, [claim('trait:tidiness', 'relaxed')])).toEqual([]);
    // A low 'room of your own' is a wish for togetherness, not ease about it.
    expect(contradictions(facts, [claim('trait:independence', 'relaxed')])).toEqual([
      'trait:independence is not relaxed',
    ]);
  });

  it('takes a high score as a need, and never both a need and relaxed', () => {
    expect(contradictions(facts, [claim('trait:verbal_affection', 'need')])).toEqual([]);
    expect(contradictions(facts, [claim('trait:tidiness', 'need')])).toEqual([
      'trait:tidiness is not need',
    ]);
    const both = contradictions(facts, [
      claim('trait:tidiness', 'relaxed'),
      claim('trait:tidiness', 'need'),
    ]);
    expect(both).toContain('trait:tidiness is both relaxed and need');
  });
});

describe('levels against rankings', () => {
  it('ranks nothing in a set it calls level', () => {
    expect(
      contradictions(facts, [claim('eq', 'even'), claim('eq:Empathy', 'strongest')]),
    ).toContain('eq is even, yet eq:Empathy is strongest');
    const areas = contradictions(facts, [
      claim('areas', 'no-leader'),
      claim('area:communication', 'strongest'),
    ]);
    expect(areas).toContain('areas is no-leader, yet area:communication is strongest');
  });

  it('leaves the band and the total out of the ranking rule', () => {
    const said = [claim('eq', 'even'), claim('eq:band', 'Moderate-High EQ')];
    expect(contradictions(facts, said).join(' ')).not.toMatch(/yet/);
  });
});

describe('rankings of traits', () => {
  it('lets a trait lead only when it is ahead of the next by the margin', () => {
    const clear = buildFacts(
      'Avery',
      blueprintFrom({ family_closeness: 5, faith_meaning: 4 }),
      null,
    );
    const tied = buildFacts(
      'Avery',
      blueprintFrom({ family_closeness: 5, faith_meaning: 5 }),
      null,
    );
    for (const polarity of ['leads', 'leads-area']) {
      expect(contradictions(clear, [claim('trait:family_closeness', polarity)])).toEqual([]);
      expect(contradictions(tied, [claim('trait:family_closeness', polarity)])).toEqual([
        `trait:family_closeness is not ${polarity}`,
      ]);
    }
  });

  it('reads "leads its area" among the clear leanings of that area only', () => {
    // Adventure (lifestyle) and faith (values) lead their own areas; neither leads overall.
    const facts = buildFacts('Avery', blueprintFrom({ adventure: 5, faith_meaning: 5 }), null);
    expect(contradictions(facts, [claim('trait:adventure', 'leads-area')])).toEqual([]);
    expect(contradictions(facts, [claim('trait:adventure', 'leads')])).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { NAMED_PATTERNS, READER_PATTERNS, randomPatterns } from './answer-patterns.js';
import { draftMemberReports } from './index.js';
import { individualOverlap, repeatedFrom } from './report-overlap.js';

/**
 * Individual insights must say something of its own (issue 32: it "mostly repeated the
 * Blueprint's trait list"). The old writer restated the Blueprint overview's claims in 41% of
 * its sentences (over half for some members) and phrased 115 sentences like the overview's.
 */
const MAX_SHARE_ALL = 0.25;
const MAX_SHARE_ONE = 1 / 3;

const PATTERNS = [...NAMED_PATTERNS, ...READER_PATTERNS, ...randomPatterns(20)];
const measured = PATTERNS.map((p) => {
  const { reports } = draftMemberReports({ ...p, name: 'Avery Quinn' });
  return { name: p.name, reports, overlap: individualOverlap(reports) };
});

describe('Individual insights against the member’s other reports', () => {
  it('prints the overlap table', () => {
    const rows = measured.map(({ name, overlap: { blueprint, eq } }) =>
      [name.padEnd(22), blueprint.sentences, blueprint.sameClaims, blueprint.closePhrasing]
        .concat([eq.sameClaims, eq.closePhrasing])
        .map((v) => String(v).padStart(6))
        .join(' '),
    );
    const header = 'pattern                 sent bp-cl bp-phr eq-cl eq-phr';
    console.log([header, ...rows].join('\n'));
    expect(rows).toHaveLength(31);
  });

  it(`restates the Blueprint overview's claims in at most ${MAX_SHARE_ALL * 100}% of sentences`, () => {
    const sentences = measured.reduce((n, m) => n + m.overlap.blueprint.sentences, 0);
    const same = measured.reduce((n, m) => n + m.overlap.blueprint.sameClaims, 0);
    expect(same / sentences).toBeLessThanOrEqual(MAX_SHARE_ALL);
  });

  it.each(measured.map((m) => [m.name, m] as const))(
    'for %s: restates at most a third, and phrases nothing like the Blueprint or EQ report',
    (_, { overlap }) => {
      const { blueprint, eq } = overlap;
      expect(blueprint.sameClaims / blueprint.sentences).toBeLessThanOrEqual(MAX_SHARE_ONE);
      expect(eq.sameClaims).toBe(0);
      expect(blueprint.closePhrasing + eq.closePhrasing).toBe(0);
    },
  );

  it.each(measured.map((m) => [m.name, m] as const))(
    'for %s: prints no sentence another report prints, lead-ins and case aside',
    (_, { reports: { individualInsights, ...others } }) => {
      expect(repeatedFrom(individualInsights!, Object.values(others))).toEqual([]);
    },
  );
});

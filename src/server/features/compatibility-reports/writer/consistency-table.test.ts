import { expect, it } from 'vitest';
import { NAMED_PATTERNS } from './answer-patterns.js';
import { checkMember, consistencyTable, setSimilarity } from './consistency-table.js';

/** Prints the table for the six named patterns (see the test output). */
it('prints words, repeats, contradictions and opposite-pattern similarity', () => {
  const checks = NAMED_PATTERNS.map(checkMember);
  const by = (name: string) => checks.find((c) => c.pattern === name)!;
  const pairs = [
    ['warm-secure', 'independent'],
    ['all-high', 'all-low'],
  ].map(([a, b]) => `${a} vs ${b}: ${setSimilarity(by(a!), by(b!)).toFixed(3)}`);
  const table = [consistencyTable(checks), 'highest per-report trigram similarity:', ...pairs];
  console.log(table.join('\n'));
  expect(checks).toHaveLength(6);
});

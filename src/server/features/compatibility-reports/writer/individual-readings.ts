/**
 * Readings only Individual insights makes (issue 32: it "mostly repeated the Blueprint's trait
 * list"): each reads two facts together, an EQ skill with a Blueprint leaning, or two leanings the
 * Blueprint overview describes one at a time. A reading is printed only when every fact it names
 * holds for the member (checked with the consistency rules themselves), and it is recorded with
 * those facts as its claims, so it can neither fit anyone nor drift from the facts.
 */
import { holds } from './claim-rules.js';
import type { Draft } from './claims.js';
import { EARLY_DATING } from './individual-early.js';
import type { ReadingKind } from './individual-reading.js';
import { PARTNER } from './individual-partner.js';
import { TOGETHER } from './individual-together.js';

/** Every reading that holds for the member, in the table's order. */
export const readingsFor = (p: Draft, kind: ReadingKind) =>
  [...TOGETHER, ...PARTNER, ...EARLY_DATING].filter(
    (r) => r.kind === kind && r.when.every((c) => holds(p, c)),
  );

/** Up to `limit` readings of `kind`, each sentence recorded with the reading's facts. */
export const sayReadings = (p: Draft, kind: ReadingKind, limit: number) =>
  readingsFor(p, kind)
    .slice(0, limit)
    .map((r) => p.sayEach(r.text, ...r.when));

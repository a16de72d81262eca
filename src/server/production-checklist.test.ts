import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  estimatedSecretBits,
  MIN_SECRET_BITS,
  PRODUCTION_CHECKLIST,
} from './production-checklist.js';
import { STRONG_SECRET } from './testing/production-env.js';

describe('the production checklist', () => {
  it('is written down for the operator, item by item (docs/production.md)', () => {
    const doc = readFileSync(new URL('../../docs/production.md', import.meta.url), 'utf8');
    for (const { setting } of PRODUCTION_CHECKLIST)
      expect(doc).toMatch(new RegExp(`^\\| \`${setting}\` +\\|`, 'm'));
  });
});

describe('the AUTH_SECRET estimate (docs/security-rules.md, rule 8)', () => {
  it.each([
    ['openssl rand -base64 32', 'base64'],
    ['openssl rand -hex 32', 'hex'],
    ['the secret env.ts generates', 'base64url'],
  ] as const)('passes every secret of 32 random bytes (%s)', (_label, encoding) => {
    const lowest = Math.min(
      ...Array.from({ length: 2_000 }, () =>
        estimatedSecretBits(randomBytes(32).toString(encoding)),
      ),
    );
    expect(lowest).toBeGreaterThan(MIN_SECRET_BITS + 30);
  });

  it('scores a pattern by what it adds, not by its length or its letters', () => {
    expect(estimatedSecretBits(STRONG_SECRET)).toBe(160); // 32 different characters, 5 bits each
    expect(estimatedSecretBits('x'.repeat(64))).toBe(0);
    // Ten letters are 33 bits however often they repeat; counted by frequency alone, 133.
    expect(estimatedSecretBits('abcdefghij'.repeat(4))).toBeCloseTo(33.2, 1);
    expect(estimatedSecretBits('abcdefghij'.repeat(40))).toBeCloseTo(33.2, 1);
    expect(estimatedSecretBits('production-secret-production-secret!')).toBeLessThan(70);
  });
});

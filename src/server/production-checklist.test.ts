import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_CHECKLIST } from './production-checklist.js';

describe('the production checklist', () => {
  it('is written down for the operator, item by item (docs/production.md)', () => {
    const doc = readFileSync(new URL('../../docs/production.md', import.meta.url), 'utf8');
    for (const { setting } of PRODUCTION_CHECKLIST)
      expect(doc).toMatch(new RegExp(`^\\| \`${setting}\` +\\|`, 'm'));
  });
});

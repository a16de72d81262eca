import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isStrongPassword, isUnguessableSecret } from './guessability.js';
import { PRODUCTION_CHECKLIST } from './production-checklist.js';
import { STRONG_SECRET } from './testing/production-env.js';

describe('the production checklist', () => {
  it('is written down for the operator, item by item (docs/production.md)', () => {
    const doc = readFileSync(new URL('../../docs/production.md', import.meta.url), 'utf8');
    for (const { setting } of PRODUCTION_CHECKLIST)
      expect(doc).toMatch(new RegExp(`^\\| \`${setting}\` +\\|`, 'm'));
  });
});

describe('what can be guessed (docs/security-rules.md, rule 8)', () => {
  it.each([
    ['openssl rand -base64 32', 'base64'],
    ['openssl rand -hex 32', 'hex'],
    ['the secret env.ts generates', 'base64url'],
  ] as const)('passes secrets of 32 random bytes (%s)', (_label, encoding) => {
    // 25 draws each: zxcvbn takes tens of milliseconds on a 44-character secret, and 200 draws
    // per encoding ran past the test timeout on a loaded CI machine.
    for (let i = 0; i < 25; i++)
      expect(isUnguessableSecret(randomBytes(32).toString(encoding))).toBe(true);
  });

  it('refuses a secret that repeats itself or follows a pattern', () => {
    expect(isUnguessableSecret(STRONG_SECRET)).toBe(true);
    for (const secret of [
      'x'.repeat(64),
      'abcdefghij'.repeat(4),
      'production-secret-production-secret!',
      randomBytes(16).toString('hex'),
    ])
      expect({ secret, ok: isUnguessableSecret(secret) }).toEqual({ secret, ok: false });
  });

  it('takes a passphrase or a mixed password, and refuses a common one or one built on the address', () => {
    const related = ['admin@rightone.example'];
    for (const password of ['correct horse battery staple', 'Garden-Walk-2024'])
      expect({ password, ok: isStrongPassword(password, related) }).toEqual({ password, ok: true });
    for (const password of [
      'password',
      'Password1',
      'qwertyuiop',
      '12345678',
      'admin@rightone.example1',
    ])
      expect({ password, ok: isStrongPassword(password, related) }).toEqual({
        password,
        ok: false,
      });
  });
});

import { randomInt } from 'node:crypto';

/**
 * Letters and digits that cannot be mistaken for one another when copied from paper: no 0/o,
 * 1/l/i. Codes are lower case; a code typed in capitals is read the same (contracts/two-factor.ts).
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `amount` backup codes like `k7mqp-3xv9a`: 10 characters from 31, about 50 bits each. */
export function newBackupCodes(amount: number): string[] {
  const code = () =>
    Array.from(
      { length: 10 },
      (_, i) => (i === 5 ? '-' : '') + ALPHABET[randomInt(ALPHABET.length)],
    ).join('');
  return Array.from({ length: amount }, code);
}

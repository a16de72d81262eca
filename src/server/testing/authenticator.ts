import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * What an authenticator app shows for a key (RFC 6238: HMAC-SHA1, 6 digits, 30-second steps),
 * written here from the RFC rather than taken from better-auth, so the tests check its codes
 * against an independent reading. `key`: an otpauth:// address or the key as written out.
 * `stepsFromNow` picks a neighbouring code (the app's clock a step behind or ahead).
 */
export function authenticatorCode(key: string, stepsFromNow = 0, now = Date.now()): string {
  const secret = key.startsWith('otpauth://') ? new URL(key).searchParams.get('secret')! : key;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + stepsFromNow));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

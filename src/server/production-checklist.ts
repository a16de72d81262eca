/**
 * What a production start requires (docs/production.md lists the same items for the operator).
 * Each item names the setting, and says in one line what is missing and how to fix it; env.ts
 * refuses to start with every failing item listed, so one attempt shows them all.
 */
export interface ProductionSettings {
  AUTH_SECRET?: string;
  /** As set: outside production an unset one defaults to http://localhost:PORT. */
  APP_URL?: string;
  RATE_LIMIT: 'on' | 'off';
  SMTP_URL?: string;
  STRIPE_SECRET_KEY?: string;
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'on' | 'off';
  DEV_MAILBOX: 'on' | 'off';
  DEMO_MODE: 'on' | 'off';
}

interface ChecklistItem {
  setting: string;
  /** The problem, or null when the setting is sound. */
  problem: (e: ProductionSettings) => string | null;
}

/**
 * 128 bits is the usual security level for a key, and the estimate below is far from it on both
 * sides: 20,000 draws each of `openssl rand -base64 32`, `openssl rand -hex 32` and the 32 random
 * bytes env.ts generates never scored under 175, while made-up secrets score under 70
 * ('production-secret-production-secret!' 69, 'abcdefghij' four times 33). A 16-byte hex secret
 * (32 characters of 16 symbols) can score 128 at the very most, so it is always refused, with the
 * advice to use 32 bytes.
 */
export const MIN_SECRET_BITS = 128;

/** Judged by its first 256 characters: enough to tell, and the search below stays quick. */
const SECRET_SAMPLE = 256;

/** Shannon entropy of the characters' frequencies, times their number: bits if each were drawn alone. */
function frequencyBits(chars: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let bitsPerChar = 0;
  for (const count of counts.values())
    bitsPerChar -= (count / chars.length) * Math.log2(count / chars.length);
  return bitsPerChar * chars.length;
}

/**
 * How many bits of randomness a secret seems to hold. Counting character frequencies alone
 * would score 'abcdefghij' four times as 133 bits, so characters that only copy an earlier run
 * of three or more (a repeated chunk, as in LZ77 compression) count for nothing; the others
 * count by their frequencies. A random secret has almost no such copies; a pattern is mostly
 * copies. Words are not recognised: this catches a careless secret, not a chosen passphrase.
 */
export function estimatedSecretBits(secret: string): number {
  const chars = [...secret].slice(0, SECRET_SAMPLE);
  const fresh: string[] = [];
  for (let i = 0; i < chars.length;) {
    const copied = longestEarlierCopy(chars, i);
    if (copied >= 3) i += copied;
    else fresh.push(chars[i++]!);
  }
  return fresh.length ? frequencyBits(fresh) : 0;
}

/** The longest run starting at `i` that also starts at an earlier position (it may overlap). */
function longestEarlierCopy(chars: readonly string[], i: number): number {
  let longest = 0;
  for (let from = 0; from < i; from++) {
    let length = 0;
    while (i + length < chars.length && chars[from + length] === chars[i + length]) length++;
    longest = Math.max(longest, length);
  }
  return longest;
}

/** Why a secret is unfit for production, or null. */
function secretWeakness(secret: string | undefined): string | null {
  if (!secret) return 'it is not set';
  if (secret.length < 32) return `it is ${secret.length} characters long`;
  if (estimatedSecretBits(secret) < MIN_SECRET_BITS)
    return `it repeats itself or draws on too few different characters to hold ${MIN_SECRET_BITS} random bits`;
  return null;
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

export const PRODUCTION_CHECKLIST: readonly ChecklistItem[] = [
  {
    setting: 'AUTH_SECRET',
    problem: (e) => {
      const weakness = secretWeakness(e.AUTH_SECRET);
      return weakness
        ? `production needs a random AUTH_SECRET of at least 32 characters (try: openssl rand -base64 32); ${weakness}`
        : null;
    },
  },
  {
    setting: 'APP_URL',
    problem: (e) => {
      if (!e.APP_URL)
        return 'production needs APP_URL, the public https address (https://...): without it, mail links and cookies point at http://localhost';
      const url = new URL(e.APP_URL);
      return url.protocol === 'https:' || isLoopback(url)
        ? null
        : 'production needs an https APP_URL';
    },
  },
  {
    setting: 'RATE_LIMIT',
    problem: (e) => (e.RATE_LIMIT === 'off' ? 'production cannot run with RATE_LIMIT=off' : null),
  },
  {
    setting: 'SMTP_URL',
    problem: (e) =>
      e.SMTP_URL
        ? null
        : 'production needs SMTP_URL: without it, sign-up confirmations and password resets never leave the server',
  },
  {
    setting: 'STRIPE_SECRET_KEY',
    problem: (e) =>
      e.STRIPE_SECRET_KEY || e.ALLOW_TEST_PAYMENTS_IN_PRODUCTION === 'on'
        ? null
        : 'production needs the Stripe keys (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET); the built-in test payments charge nothing and give Premium away, so they need ALLOW_TEST_PAYMENTS_IN_PRODUCTION=on to run here',
  },
  {
    setting: 'DEV_MAILBOX',
    problem: (e) =>
      e.DEV_MAILBOX === 'on'
        ? 'production cannot serve the mail reader: DEV_MAILBOX=on lets anyone read every mail, password resets included'
        : null,
  },
  {
    setting: 'DEMO_MODE',
    problem: (e) =>
      e.DEMO_MODE === 'on'
        ? 'production cannot run the demo: DEMO_MODE=on seeds synthetic members whose shared password is shown on the sign-in page'
        : null,
  },
];

/** Every problem of a production configuration, one line each. */
export const productionProblems = (e: ProductionSettings): string[] =>
  PRODUCTION_CHECKLIST.flatMap((item) => item.problem(e) ?? []);

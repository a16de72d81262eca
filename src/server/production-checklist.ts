import { isUnguessableSecret } from './guessability.js';

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
  STRIPE_API_URL?: string;
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'on' | 'off';
  DEV_MAILBOX: 'on' | 'off';
  DEMO_MODE: 'on' | 'off';
  VAPID_PUBLIC_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_EXTRA_SERVICES?: string;
}

interface ChecklistItem {
  setting: string;
  /** The problem, or null when the setting is sound. */
  problem: (e: ProductionSettings) => string | null;
}

/** Why a secret is unfit for production, or null. */
function secretWeakness(secret: string | undefined): string | null {
  if (!secret) return 'it is not set';
  if (secret.length < 32) return `it is ${secret.length} characters long`;
  // A generated secret (openssl rand -base64 32, or the one env.ts writes) is far above the bar;
  // a 16-byte hex secret, a made-up phrase or a repeated pattern is below it.
  if (!isUnguessableSecret(secret))
    return 'it repeats itself or follows a pattern, so it could be guessed in fewer than 2^128 tries';
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
    setting: 'STRIPE_API_URL',
    problem: (e) =>
      e.STRIPE_API_URL
        ? 'production cannot send Stripe calls elsewhere: STRIPE_API_URL is for tests against a local stand-in for Stripe'
        : null,
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
  {
    setting: 'VAPID_PUBLIC_KEY',
    problem: (e) =>
      e.VAPID_PUBLIC_KEY
        ? null
        : 'production needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (npx web-push generate-vapid-keys): a pair generated on one disk would differ per instance, and every phone subscribed to the old one would stop getting notifications',
  },
  {
    setting: 'VAPID_SUBJECT',
    problem: (e) =>
      e.VAPID_SUBJECT
        ? null
        : 'production needs VAPID_SUBJECT, a mailto: or https: address where push services can reach the team',
  },
  {
    setting: 'PUSH_EXTRA_SERVICES',
    problem: (e) =>
      e.PUSH_EXTRA_SERVICES?.split(',').some((s) => s.trim().startsWith('http:'))
        ? "production sends pushes over https only: PUSH_EXTRA_SERVICES has an http:// service (the tests' loopback one)"
        : null,
  },
];

/** Every problem of a production configuration, one line each. */
export const productionProblems = (e: ProductionSettings): string[] =>
  PRODUCTION_CHECKLIST.flatMap((item) => item.problem(e) ?? []);

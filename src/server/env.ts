import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '#shared/domain/accounts.js';
import { BRAND } from '#shared/brand.js';
import { isStrongPassword } from './guessability.js';
import { productionProblems } from './production-checklist.js';
import type { S3Settings } from './platform/storage/s3.js';
import { s3EnvSchema, s3Settings } from './storage-config.js';
import {
  generatedVapidKeys,
  isVapidSubject,
  subjectFromMailFrom,
  vapidKeysProblem,
  type VapidKeys,
} from './vapid-keys.js';

/** The only reader of process.env. Bad configuration fails fast with one readable message. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  REDIS_URL: z.string().min(1).optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('Right One <hello@rightone.local>'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Tests only: where the Stripe SDK sends its calls (a local stand-in). Production refuses it. */
  STRIPE_API_URL: z.url().optional(),
  /** Production only: run on the built-in test payments anyway (every page then says so). */
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: z.enum(['on', 'off']).default('off'),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  /** How long one answer of the model may take; a local model on a CPU needs minutes. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(900).default(40),
  /** Where video and phone dates get their meeting room (a Jitsi Meet server). */
  JITSI_BASE_URL: z.url().default('https://meet.jit.si'),
  ADMIN_EMAIL: z.email().optional(),
  /** Its rules are checked with the other problems (adminPasswordProblems), so all show at once. */
  ADMIN_PASSWORD: z.string().optional(),
  AUTH_SECRET: z.string().min(1).optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  /** Web push (decision 0048): the key pair pushes are signed with; generated into DATA_DIR when unset. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** How a push service reaches us: mailto: or https:. Defaults to MAIL_FROM's address. */
  VAPID_SUBJECT: z.string().min(1).optional(),
  /**
   * Push services accepted besides the browsers' own (comma-separated origins): a self-hosted one,
   * or the tests' loopback service. Production refuses http:// ones.
   */
  PUSH_EXTRA_SERVICES: z.string().min(1).optional(),
  RATE_LIMIT: z.enum(['on', 'off']).default('on'),
  /** Serve /dev/mailbox, where anyone can read every mail: `npm run dev` and the tests only. */
  DEV_MAILBOX: z.enum(['on', 'off']).default('off'),
  /** `npm run demo`: a synthetic world, prepared members to sign in as, testing shortcuts. */
  DEMO_MODE: z.enum(['on', 'off']).default('off'),
  /** Admins and concierges must sign in with an authenticator code; on by default in production. */
  REQUIRE_STAFF_2FA: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...s3EnvSchema,
});

export type RawEnv = z.infer<typeof schema>;

export interface Config {
  production: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        /** STRIPE_API_URL: a local stand-in for Stripe's API (journeys; never production). */
        api: StripeApiAddress | undefined;
      }
    | undefined;
  /** /dev/mailbox is served (never in production). */
  devMailbox: boolean;
  /** The demo world is seeded and its shortcuts are served (never in production). */
  demoMode: boolean;
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** The Jitsi Meet server that hosts dates' rooms, without a trailing slash. */
  jitsiBaseUrl: string;
  admin: { email: string; password: string } | undefined;
  authSecret: string;
  /** Web push: the VAPID pair and subject, and push services allowed besides the known ones. */
  push: { vapid: VapidKeys & { subject: string }; extraServices: string[] };
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  rateLimit: boolean;
  /** REQUIRE_STAFF_2FA (decision 0040): staff endpoints need two-factor sign-in. */
  requireStaffTwoFactor: boolean;
  logLevel: RawEnv['LOG_LEVEL'];
  /** S3_*: uploads live in this bucket; undefined keeps them under DATA_DIR/uploads. */
  s3: S3Settings | undefined;
}

export class ConfigError extends Error {}

export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

/** STRIPE_API_URL as the Stripe SDK takes an address. */
function stripeApiAt(url: string): StripeApiAddress {
  const { hostname, port, protocol } = new URL(url);
  const secure = protocol === 'https:';
  return {
    host: hostname,
    port: Number(port) || (secure ? 443 : 80),
    protocol: secure ? 'https' : 'http',
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(',').map((s) => s.trim());
}

/** A secret made once and kept in DATA_DIR, so sessions survive restarts without setup. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The first admin's password follows the members' rule (docs/product-rules.md §5: the length
 * alone), and must not hold the admin's own address, the half of the credential anyone can guess.
 * In production the admin account opens every member's data, so it must also be hard to guess:
 * no common password ('password' is 8 characters), pattern, or variation of the address.
 */
function adminPasswordProblems(
  email: string | undefined,
  password: string | undefined,
  production: boolean,
) {
  if (!email || password === undefined) return [];
  if (password.length < MIN_PASSWORD_LENGTH)
    return [`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters`];
  if (password.toLowerCase().includes(email.toLowerCase()))
    return ['ADMIN_PASSWORD must not contain ADMIN_EMAIL'];
  // What an attacker tries first: the address and its parts, the brand, the role.
  const related = [email, ...email.split(/[@.]/), BRAND, BRAND.replace(/\s/g, ''), 'admin'];
  if (production && !isStrongPassword(password, related))
    return [
      'ADMIN_PASSWORD is too easy to guess for production: use four or more unrelated words, or a long generated one',
    ];
  return [];
}

/** PUSH_EXTRA_SERVICES as origins ('https://push.example'), without paths. */
const pushServices = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (URL.canParse(s) ? new URL(s).origin : s));

/** The VAPID settings as given: a pair goes together and must be one; the subject must be usable. */
function pushProblems(e: RawEnv): string[] {
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY)
    return ['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together'];
  const problems: string[] = [];
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? vapidKeysProblem({ publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY })
      : null;
  if (keys) problems.push(keys);
  if (e.VAPID_SUBJECT && !isVapidSubject(e.VAPID_SUBJECT))
    problems.push('VAPID_SUBJECT must be a mailto: or https: address (mailto:team@example.com)');
  for (const origin of pushServices(e.PUSH_EXTRA_SERVICES))
    if (!/^https?:\/\/[^/]+$/.test(origin))
      problems.push(`PUSH_EXTRA_SERVICES: "${origin}" is not an http(s) origin`);
  return problems;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const problems: string[] = [];
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean))
    problems.push(
      'Stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together',
    );
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD go together');
  problems.push(...adminPasswordProblems(e.ADMIN_EMAIL, e.ADMIN_PASSWORD, production));
  const { s3, problems: s3Problems } = s3Settings(e);
  problems.push(...s3Problems);
  problems.push(...pushProblems(e));
  // The settings as given: production refuses to guess APP_URL, which the default below does.
  if (production) problems.push(...productionProblems(e));
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);

  const dataDir = path.resolve(e.DATA_DIR);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
          api: e.STRIPE_API_URL ? stripeApiAt(e.STRIPE_API_URL) : undefined,
        }
      : undefined,
    devMailbox: e.DEV_MAILBOX === 'on',
    demoMode: e.DEMO_MODE === 'on',
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL,
          apiKey: e.AI_API_KEY ?? '',
          model: e.AI_MODEL ?? 'gpt-4o-mini',
          timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
        }
      : undefined,
    jitsiBaseUrl: e.JITSI_BASE_URL.replace(/\/+$/, ''),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    authSecret: e.AUTH_SECRET ?? generatedSecret(dataDir),
    push: {
      vapid: {
        ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : generatedVapidKeys(dataDir)),
        subject: e.VAPID_SUBJECT ?? subjectFromMailFrom(e.MAIL_FROM),
      },
      extraServices: pushServices(e.PUSH_EXTRA_SERVICES),
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimit: e.RATE_LIMIT === 'on',
    requireStaffTwoFactor: (e.REQUIRE_STAFF_2FA ?? (production ? 'on' : 'off')) === 'on',
    logLevel: e.LOG_LEVEL,
    s3,
  };
}

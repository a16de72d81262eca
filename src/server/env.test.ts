import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { refusal } from './testing/config-refusal.js';
import { productionEnv, STRONG_SECRET } from './testing/production-env.js';

const production = productionEnv;

describe('production refuses an unsafe configuration (docs/security-rules.md, rule 8)', () => {
  it('accepts a sound production configuration', () => {
    expect(refusal(production())).toBeUndefined();
    const config = loadConfig(production());
    expect(config).toMatchObject({
      production: true,
      rateLimit: true,
      appUrl: 'https://rightone.example',
      trustProxy: false,
      requireStaffTwoFactor: true,
    });
  });

  it('requires staff two-factor sign-in in production unless REQUIRE_STAFF_2FA=off', () => {
    expect(loadConfig({ ...production(), REQUIRE_STAFF_2FA: 'off' }).requireStaffTwoFactor).toBe(
      false,
    );
    expect(loadConfig({ DATA_DIR: '.data-test' }).requireStaffTwoFactor).toBe(false);
    expect(
      loadConfig({ DATA_DIR: '.data-test', REQUIRE_STAFF_2FA: 'on' }).requireStaffTwoFactor,
    ).toBe(true);
  });

  it('refuses a missing AUTH_SECRET instead of generating one', () => {
    const env = production();
    delete (env as Partial<typeof env>).AUTH_SECRET;
    expect(refusal(env)).toMatch(/AUTH_SECRET/);
  });

  it.each([
    ['short', 'short-secret'],
    ['31 characters', STRONG_SECRET.slice(0, 31)],
    ['a repeated pattern', 'abcabcabcabcabcabcabcabcabcabcabcabc'],
    ['one character', 'x'.repeat(64)],
    ['ten letters four times', 'abcdefghij'.repeat(4)],
    ['two words twice', 'production-secret-production-secret!'],
    ['16 random bytes in hex', '3f9a0c7be41d5a2697f08b3ce5d1a46f'],
  ])('refuses a weak AUTH_SECRET (%s) with a readable message', (_label, secret) => {
    const message = refusal(production({ AUTH_SECRET: secret }));
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/AUTH_SECRET of at least 32 characters/);
    expect(message).not.toContain(secret);
  });

  it('refuses a missing APP_URL instead of pointing mails at http://localhost', () => {
    const env = production();
    delete env.APP_URL;
    expect(refusal(env)).toMatch(/\n {2}production needs APP_URL, the public https address/);
    // `npm start` without any setting still runs on http://localhost:PORT.
    expect(loadConfig({ DATA_DIR: '.data-test' }).appUrl).toBe('http://localhost:3000');
  });

  it('refuses a plain-http APP_URL', () => {
    expect(refusal(production({ APP_URL: 'http://rightone.example' }))).toMatch(
      /production needs an https APP_URL/,
    );
    expect(refusal(production({ APP_URL: 'http://localhost.evil.example' }))).toMatch(
      /https APP_URL/,
    );
    expect(refusal(production({ APP_URL: 'http://10.0.0.5:3000' }))).toMatch(/https APP_URL/);
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'allows a loopback http APP_URL (%s) for testing the build',
    (url) => {
      expect(refusal(production({ APP_URL: url }))).toBeUndefined();
    },
  );

  it('refuses RATE_LIMIT=off', () => {
    expect(refusal(production({ RATE_LIMIT: 'off' }))).toMatch(/RATE_LIMIT=off/);
  });

  it('refuses to take payments without Stripe unless test payments are explicitly allowed', () => {
    const env = production();
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'])
      delete env[key];
    expect(refusal(env)).toMatch(/production needs the Stripe keys/);
    expect(refusal({ ...env, ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'on' })).toBeUndefined();
    expect(loadConfig({ ...env, ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'on' }).stripe).toBeUndefined();
  });

  it('sends Stripe calls to a local stand-in only outside production', () => {
    const fake = { STRIPE_API_URL: 'http://127.0.0.1:4242' };
    expect(refusal(production(fake))).toMatch(/cannot send Stripe calls elsewhere/);
    expect(loadConfig(production()).stripe?.api).toBeUndefined();
    const dev = loadConfig({ ...production(), NODE_ENV: 'development', ...fake });
    expect(dev.stripe?.api).toEqual({ host: '127.0.0.1', port: 4242, protocol: 'http' });
  });

  it('refuses to keep mail in the outbox: SMTP_URL is required', () => {
    const env = production();
    delete (env as Partial<typeof env>).SMTP_URL;
    expect(refusal(env)).toMatch(/production needs SMTP_URL/);
  });

  it('never serves the mail reader', () => {
    expect(refusal(production({ DEV_MAILBOX: 'on' }))).toMatch(/cannot serve the mail reader/);
    expect(loadConfig(production()).devMailbox).toBe(false);
  });

  it('refuses demo mode, whose members share a password shown on the sign-in page', () => {
    expect(refusal(production({ DEMO_MODE: 'on' }))).toMatch(/production cannot run the demo/);
    expect(loadConfig(production()).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '.data-test' }).demoMode).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: '.data-test', DEMO_MODE: 'on' }).demoMode,
    ).toBe(true);
  });

  it.each([
    ['shorter than the members may choose', 'passwor', /ADMIN_PASSWORD must be at least 8/],
    ['holding the email', 'Admin@RightOne.example!', /ADMIN_PASSWORD must not contain ADMIN_EMAIL/],
  ])('refuses an ADMIN_PASSWORD %s, in every environment', (_label, password, reason) => {
    const admin = { ADMIN_EMAIL: 'admin@rightone.example', ADMIN_PASSWORD: password };
    expect(refusal(production(admin))).toMatch(reason);
    expect(refusal({ DATA_DIR: '.data-test', ...admin })).toMatch(reason);
    expect(refusal(production(admin))).not.toContain(password);
  });

  it.each(['password', 'Password123', 'rightone-admin', 'RightOne2026!'])(
    'refuses an easily guessed ADMIN_PASSWORD (%s) in production only',
    (password) => {
      const admin = { ADMIN_EMAIL: 'admin@rightone.example', ADMIN_PASSWORD: password };
      expect(refusal(production(admin))).toMatch(/ADMIN_PASSWORD is too easy to guess/);
      expect(refusal(production(admin))).not.toContain(password);
      expect(() => loadConfig({ DATA_DIR: '.data-test', ...admin })).not.toThrow();
    },
  );

  it('takes a passphrase as the production admin password', () => {
    const admin = {
      ADMIN_EMAIL: 'admin@rightone.example',
      ADMIN_PASSWORD: 'velvet canoe orbit marmalade',
    };
    expect(loadConfig(production(admin)).admin?.password).toBe(admin.ADMIN_PASSWORD);
  });

  it('names every problem at once', () => {
    const message = refusal(
      production({ AUTH_SECRET: 'x', APP_URL: 'http://rightone.example', RATE_LIMIT: 'off' }),
    )!;
    expect(message.split('\n')).toHaveLength(4);
    const env = production({ DEV_MAILBOX: 'on' });
    for (const key of ['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']) delete env[key];
    delete env.STRIPE_WEBHOOK_SECRET;
    expect(refusal(env)!.split('\n')).toHaveLength(4);
    const unset = production({ ADMIN_EMAIL: 'admin@rightone.example', ADMIN_PASSWORD: 'short' });
    delete unset.APP_URL;
    delete unset.AUTH_SECRET;
    expect(refusal(unset)!.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}ADMIN_PASSWORD must be at least 8 characters$/),
      expect.stringMatching(/^ {2}production needs a random AUTH_SECRET .*; it is not set$/),
      expect.stringMatching(/^ {2}production needs APP_URL/),
    ]);
  });

  it('serves the mail reader in development only when it is turned on (npm run dev does)', () => {
    const dev = { NODE_ENV: 'development', DATA_DIR: '.data-test' };
    expect(loadConfig(dev).devMailbox).toBe(false);
    expect(loadConfig({ ...dev, DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
  });

  it('allows the same settings outside production (development and tests)', () => {
    expect(
      refusal({
        NODE_ENV: 'development',
        APP_URL: 'http://rightone.example',
        RATE_LIMIT: 'off',
        AUTH_SECRET: 'short',
        DATA_DIR: '.data-test',
      }),
    ).toBeUndefined();
  });

  it('trusts X-Forwarded-For only when TRUST_PROXY says so', () => {
    expect(loadConfig(production()).trustProxy).toBe(false);
    expect(loadConfig(production({ TRUST_PROXY: 'false' })).trustProxy).toBe(false);
    expect(loadConfig(production({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' })).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    const hops = loadConfig(production({ TRUST_PROXY: '1' })).trustProxy as (
      a: string,
      hop: number,
    ) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });
});

describe('dependencies are pinned (docs/security-rules.md, rule 8)', () => {
  it('names exact versions for every dependency', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as Record<string, Record<string, string>>;
    const all = { ...pkg.dependencies, ...pkg.devDependencies };
    const loose = Object.entries(all).filter(([, v]) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(v));
    expect(loose).toEqual([]);
  });
});

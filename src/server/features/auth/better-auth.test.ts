import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/connect.js';
import { loadConfig } from '#server/env.js';
import { productionEnv, STRONG_SECRET } from '#server/testing/production-env.js';
import type { MailPort } from '#server/platform/mail/index.js';
import { createAuth } from './better-auth.js';

const config = (env: Record<string, string>) =>
  loadConfig({ AUTH_SECRET: STRONG_SECRET, DATA_DIR: '.data-test', ...env });
// Building the options touches neither the database nor the mail port.
const build = (env: Record<string, string> = {}) =>
  createAuth({ db: {} as Db, config: config(env), mail: {} as MailPort });

describe('better-auth is configured narrowly (docs/security-rules.md, rule 8)', () => {
  it('enables only the plugins we use: admin, two-factor', () => {
    expect((build().options.plugins ?? []).map((p) => p.id)).toEqual(['admin', 'two-factor']);
  });

  it('keeps its Origin and CSRF checks on, whatever NODE_ENV says', () => {
    const { advanced } = build().options;
    expect(advanced?.disableOriginCheck).toBe(false);
    expect(advanced?.disableCSRFCheck).toBe(false);
  });

  it('reads the client IP only from the header our route writes', () => {
    expect(build().options.advanced?.ipAddress?.ipAddressHeaders).toEqual([
      'x-right-one-client-ip',
    ]);
  });

  it('trusts only the app itself in production, plus the Vite dev server outside it', () => {
    expect(build(productionEnv()).options.trustedOrigins).toEqual(['https://rightone.example']);
    expect(build({ APP_URL: 'http://localhost:3000' }).options.trustedOrigins).toEqual([
      'http://localhost:3000',
      'http://localhost:5173',
    ]);
  });

  it('rate-limits in the shared database, confirms email before sign-in, revokes sessions on reset', () => {
    const { rateLimit, emailAndPassword } = build(productionEnv()).options;
    expect(rateLimit).toMatchObject({ enabled: true, storage: 'database' });
    expect(emailAndPassword).toMatchObject({
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      autoSignIn: false,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { auditLog } from '#server/db/schema.js';
import { lastMail, PASSWORD } from '#server/testing/accounts.js';
import { resetTokenFor, sessionTokens, signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { cookieFrom } from '#server/testing/accounts.js';
import { redactUrl } from '#server/plugins/log-redaction.js';
import { ensureAdmin } from '../auth/index.js';

// Everything the server writes: Fastify's pino lines, and better-auth's own console logger.
const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };
let t: TestApp;
beforeAll(async () => {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation(
      (...args: unknown[]) => void lines.push(args.map(String).join(' ')),
    );
  }
  t = await createTestApp({}, { logger: { level: 'trace', stream } });
});
afterAll(async () => {
  await t.close();
  vi.restoreAllMocks();
});

const NEW_PASSWORD = 'my new secret words';
const ADMIN_PASSWORD = 'the first admin password';
const secrets: string[] = [PASSWORD, NEW_PASSWORD, 'wrong password here'];
let userId = '';

describe('logs and the audit trail hold no password or token (docs/security-rules.md, rule 20)', () => {
  beforeAll(async () => {
    const signedUp = await t.call(authApi.signUp, {
      body: { email: 'zoe@example.com', password: PASSWORD, name: 'Zoe' },
    });
    expect(signedUp.statusCode).toBe(200);
    const verifyLink = /https?:\/\/\S+verify-email\S+/.exec(
      (await lastMail(t, 'zoe@example.com'))?.text ?? '',
    )![0];
    const verifyUrl = new URL(verifyLink);
    secrets.push(verifyUrl.searchParams.get('token')!);
    await t.app.inject({
      url: verifyUrl.pathname + verifyUrl.search,
      headers: { cookie: cookieFrom(signedUp) },
    });

    const ok = await signIn(t, 'zoe@example.com');
    expect(ok.statusCode).toBe(200);
    userId = (ok.json() as { user: { id: string } }).user.id;
    expect((await signIn(t, 'zoe@example.com', 'wrong password here')).statusCode).toBe(401);
    await t.call(authApi.getSession, {}, { cookie: cookieFrom(ok) });
    secrets.push(...(await sessionTokens(t, userId)));

    const token = await resetTokenFor(t, 'zoe@example.com');
    secrets.push(token);
    // The reset page (the link in the mail) and better-auth's own callback (no contract: it
    // reaches better-auth as it is) both carry the token.
    await t.app.inject({ url: `/reset-password?token=${token}` });
    await t.app.inject({ url: `/api/auth/reset-password/${token}?callbackURL=/reset-password` });
    const reset = await t.call(authApi.resetPassword, {
      body: { token, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t, 'zoe@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    secrets.push(...(await sessionTokens(t, userId)));

    // The first admin, made from ADMIN_EMAIL/ADMIN_PASSWORD at start.
    secrets.push(ADMIN_PASSWORD);
    await ensureAdmin(t.app.auth, t.database.db, {
      email: 'boss@example.com',
      password: ADMIN_PASSWORD,
    });

    // Stripe's return page carries the payment's client secret.
    secrets.push('pi_9_secret_do_not_log');
    await t.app.inject({
      url: '/payment-success?payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_do_not_log',
    });
  });

  it('writes the requests to the log at all (the capture works)', () => {
    expect(lines.some((l) => l.includes(authApi.signIn.path))).toBe(true);
    expect(lines.some((l) => l.includes('/reset-password?token=[redacted]'))).toBe(true);
    expect(secrets.length).toBeGreaterThanOrEqual(7);
  });

  it('no log line holds a password or token', () => {
    for (const secret of secrets) {
      const leaking = lines.filter(
        (l) => l.includes(secret) || l.includes(encodeURIComponent(secret)),
      );
      expect(leaking, `secret ${secret.slice(0, 4)}… leaked`).toEqual([]);
    }
  });

  it('audits sign-ins with who, outcome and IP, and nothing secret', async () => {
    const rows = await t.database.db.select().from(auditLog);
    const signIns = rows.filter((r) => r.action.startsWith('sign-in'));
    expect(signIns.map((r) => r.action).sort()).toEqual(['sign-in', 'sign-in', 'sign-in-failed']);
    for (const r of signIns.filter((x) => x.action === 'sign-in')) expect(r.actorId).toBe(userId);
    for (const r of signIns) expect(r.ip).toBe('127.0.0.1');
    const everything = JSON.stringify(rows);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/password|token/i);
  });
});

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/verify-email?token=abc.def&callbackURL=/login',
      '/api/auth/verify-email?token=[redacted]&callbackURL=/login',
    ],
    ['/reset-password?x=1&token=abc#top', '/reset-password?x=1&token=[redacted]#top'],
    [
      '/api/auth/reset-password/abc123?callbackURL=/x',
      '/api/auth/reset-password/[redacted]?callbackURL=/x',
    ],
    [
      '/payment-success?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
      '/payment-success?payment_intent=pi_1&payment_intent_client_secret=[redacted]&redirect_status=succeeded',
    ],
    ['/plan-success?clientSecret=pi_2_secret_y', '/plan-success?clientSecret=[redacted]'],
    ['/api/account/export/AbC_dEf-123', '/api/account/export/[redacted]'],
    ['/login?next=%2Fapi%2Faccount%2Fexport%2FAbC_dEf-123', '/login?next=[redacted]'],
    [
      '/api/notifications/unsubscribe?token=newMatch.u1.sig',
      '/api/notifications/unsubscribe?token=[redacted]',
    ],
    ['/api/profile', '/api/profile'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

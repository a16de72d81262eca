import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorApi } from '#shared/contracts/two-factor.js';
import { auditLog, twoFactor as twoFactorTable, user } from '#server/db/schema.js';
import { cookieFrom, lastMail, PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { authenticatorCode } from '#server/testing/authenticator.js';
import { profileStatus, signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { memberData } from '../account/export-data.js';
import { MAX_FAILED_SIGN_INS } from './throttle.js';

/** Issue 31, part 3 (decision 0040): sign-in with a code from an authenticator app. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const enable = (cookie: string, password = PASSWORD) =>
  t.call(twoFactorApi.enable, { body: { password } }, { cookie });
const verify = (cookie: string, code: string) =>
  t.call(twoFactorApi.verifyCode, { body: { code } }, { cookie });
const status = async (cookie: string) => (await t.call(twoFactorApi.status, {}, { cookie })).json();

/** Turns it on for a new member; returns their cookie and the key their app holds. */
async function memberWithTwoFactor(email: string) {
  const member = await signUpAndIn(t, email, 'Tess');
  const started = (await enable(member.cookie)).json();
  const confirmed = await verify(member.cookie, authenticatorCode(started.totpURI));
  expect(confirmed.statusCode).toBe(200);
  return { ...member, cookie: cookieFrom(confirmed), ...started };
}

/** A sign-in with the password: the cookie of the sign-in that now waits for a code. */
async function pendingSignIn(email: string) {
  const res = await signIn(t, email);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookieFrom(res);
}

describe('turning two-factor sign-in on', () => {
  it('gives a key, written out and as a QR address, and ten backup codes; on after the first code', async () => {
    const { cookie, id } = await signUpAndIn(t, 'tara@example.com', 'Tara');
    expect(await status(cookie)).toEqual({ enabled: false, required: false });
    const res = await enable(cookie);
    expect(res.statusCode).toBe(200);
    const { totpURI, key, backupCodes } = res.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Right%20One:tara%40example\.com\?secret=/);
    expect(key.replace(/ /g, '')).toBe(new URL(totpURI).searchParams.get('secret'));
    expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    // Nothing to misread when copied from paper: no 0/o, 1/l/i.
    for (const code of backupCodes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);

    // Not on until a code proves the app holds the key: sign-in does not ask yet.
    expect(await status(cookie)).toEqual({ enabled: false, required: false });
    expect((await signIn(t, 'tara@example.com')).json()).toHaveProperty('user');

    const wrong = await verify(cookie, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const ok = await verify(cookie, authenticatorCode(totpURI));
    expect(ok.statusCode).toBe(200);
    expect(await status(cookieFrom(ok))).toEqual({ enabled: true, required: false });
    // The owner hears of it, with a way to take the account back if it was not them.
    const notice = await lastMail(t, 'tara@example.com');
    expect(notice?.subject).toBe('Two-factor sign-in is on for your Right One account');
    expect(notice?.text).toMatch(/\/reset-password\?token=/);

    // The key and the codes are stored encrypted with AUTH_SECRET, never as given.
    const [row] = await t.database.db
      .select()
      .from(twoFactorTable)
      .where(eq(twoFactorTable.userId, id));
    expect(row!.secret).not.toContain(key.replace(/ /g, ''));
    expect(row!.backupCodes).not.toContain(backupCodes[0]);
    // The member's data copy says it is on, and holds neither the key nor the codes.
    const copy = JSON.stringify(await memberData(t.database.db, id));
    expect(copy).toContain('"twoFactorEnabled":true');
    expect(copy).not.toContain(row!.secret);
    expect(copy).not.toContain(backupCodes[0]);
  });

  it('refuses a wrong password and a code that is not six digits, and starts nothing', async () => {
    const { cookie, id } = await signUpAndIn(t, 'uma@example.com', 'Uma');
    const res = await enable(cookie, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WRONG_PASSWORD');
    expect(
      await t.database.db.select().from(twoFactorTable).where(eq(twoFactorTable.userId, id)),
    ).toEqual([]);
    const letters = await verify(cookie, 'abcdef');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().error.message).toMatch(
      /^Enter the 6-digit code from your authenticator app\./,
    );
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password; the session starts only with a right code, used once', async () => {
    const { totpURI, id } = await memberWithTwoFactor('vera@example.com');
    const pending = await pendingSignIn('vera@example.com');
    expect(await profileStatus(t, pending)).toBe(401);

    const code = authenticatorCode(totpURI, 1);
    const done = await verify(pending, code);
    expect(done.statusCode).toBe(200);
    expect(done.body).not.toMatch(/token/);
    expect(await profileStatus(t, cookieFrom(done))).toBe(200);
    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, id));
    expect(log.map((r) => [r.action, r.meta])).toEqual(
      expect.arrayContaining([
        ['sign-in-code-asked', { status: 200 }],
        ['sign-in', { factor: 'authenticator' }],
      ]),
    );

    // The same code, seen over a shoulder, does not sign in a second time.
    const again = await verify(await pendingSignIn('vera@example.com'), code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'CODE_ALREADY_USED',
      message: 'That code was already used. Wait for the next one in your app.',
    });
  });

  it('takes a backup code instead, once', async () => {
    const { backupCodes } = await memberWithTwoFactor('wren@example.com');
    const first = await t.call(
      twoFactorApi.verifyBackupCode,
      // Typed in capitals, as one might from paper.
      { body: { code: backupCodes[3]!.toUpperCase() } },
      { cookie: await pendingSignIn('wren@example.com') },
    );
    expect(first.statusCode).toBe(200);
    expect(await profileStatus(t, cookieFrom(first))).toBe(200);
    const second = await t.call(
      twoFactorApi.verifyBackupCode,
      { body: { code: backupCodes[3]! } },
      { cookie: await pendingSignIn('wren@example.com') },
    );
    expect(second.statusCode).toBe(401);
    expect(second.json().error.code).toBe('INVALID_BACKUP_CODE');
  });

  it('locks the account after as many wrong codes as wrong passwords, even for a right one', async () => {
    const { totpURI } = await memberWithTwoFactor('xena@example.com');
    let pending = await pendingSignIn('xena@example.com');
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) {
      // Each sign-in takes five codes; the account's count runs across them.
      if (i === 5) pending = await pendingSignIn('xena@example.com');
      expect((await verify(pending, '000000')).statusCode).toBe(401);
    }
    const right = authenticatorCode(totpURI, 1);
    const locked = await verify(await pendingSignIn('xena@example.com'), right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_CODES');
  });

  it('refuses a code with no sign-in waiting for it', async () => {
    const res = await verify('', '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SIGN_IN_EXPIRED');
  });
});

describe('turning it off', () => {
  it('asks for the password and a code; then sign-in asks for the password only', async () => {
    const { cookie, totpURI, id } = await memberWithTwoFactor('yara@example.com');
    const off = (code: string, password = PASSWORD) =>
      t.call(twoFactorApi.disable, { body: { password, code } }, { cookie });
    expect((await off('000000')).json().error.code).toBe('INVALID_CODE');
    expect((await off(authenticatorCode(totpURI, 1), 'wrong one')).json().error.code).toBe(
      'WRONG_PASSWORD',
    );
    expect(await status(cookie)).toMatchObject({ enabled: true });
    // A step ahead, not behind: if the clock turns a step during the test, it stays in the window.
    const res = await off(authenticatorCode(totpURI, 1));
    expect(res.statusCode).toBe(200);
    expect(await status(cookieFrom(res))).toMatchObject({ enabled: false });
    expect((await signIn(t, 'yara@example.com')).json()).toHaveProperty('user');
    const [row] = await t.database.db.select().from(user).where(eq(user.id, id));
    expect(row!.twoFactorEnabled).toBe(false);
    expect((await lastMail(t, 'yara@example.com'))?.subject).toBe(
      'Two-factor sign-in was turned off on your Right One account',
    );
  });
});

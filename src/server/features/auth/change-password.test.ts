import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { credentialsApi } from '#shared/contracts/credentials.js';
import { cookieFrom, lastMail, PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { profileStatus, sessionCount, signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';
import { MAX_FAILED_SIGN_INS } from './throttle.js';

/** Decision 0037: a new password from Settings, with the current one and a mail to the owner. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'a brand new password';
const change = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
  t.call(credentialsApi.changePassword, { body: { currentPassword, newPassword } }, { cookie });

describe('changing the password from Settings', () => {
  it('keeps this browser signed in, ends every other session, and mails a way back', async () => {
    const { cookie, id } = await signUpAndIn(t, 'cato@example.com', 'Cato');
    const other = cookieFrom(await signIn(t, 'cato@example.com'));

    const res = await change(cookie, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.body).not.toMatch(/token/);
    expect(await profileStatus(t, other)).toBe(401);
    expect(await profileStatus(t, cookieFrom(res))).toBe(200);
    expect(await sessionCount(t, id)).toBe(1);
    expect((await signIn(t, 'cato@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn(t, 'cato@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    // The mail's link is a reset link: the owner can take the account back with it, once.
    const mail = await lastMail(t, 'cato@example.com');
    expect(mail?.subject).toMatch(/password was changed/);
    const link = new URL(/https?:\/\/\S+reset-password\?token=\S+/.exec(mail!.text)![0]);
    const token = link.searchParams.get('token')!;
    const reset = () =>
      t.call(authApi.resetPassword, { body: { token, newPassword: 'the owners own again' } });
    expect((await reset()).statusCode).toBe(200);
    expect(await sessionCount(t, id)).toBe(0);
    expect((await reset()).statusCode).toBe(400);
  });

  it('refuses a wrong current password with a clear message and changes nothing', async () => {
    const { cookie, id } = await signUpAndIn(t, 'dara@example.com', 'Dara');
    const other = cookieFrom(await signIn(t, 'dara@example.com'));
    const res = await change(cookie, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'That is not your current password. Please try again.',
    });
    expect(await sessionCount(t, id)).toBe(2);
    expect(await profileStatus(t, other)).toBe(200);
    expect((await signIn(t, 'dara@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await lastMail(t, 'dara@example.com'))?.subject).not.toMatch(/changed/);
  });

  it('refuses a new password that is too short', async () => {
    const { cookie } = await signUpAndIn(t, 'eda@example.com', 'Eda');
    const res = await change(cookie, PASSWORD, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('PASSWORD_TOO_SHORT');
  });

  it('counts wrong current passwords against the account, then refuses even the right one', async () => {
    const { cookie } = await signUpAndIn(t, 'fen@example.com', 'Fen');
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i++)
      expect((await change(cookie, `guess ${i}`)).statusCode).toBe(400);
    const locked = await change(cookie, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // The same limit as sign-ins: the account is locked there too.
    expect((await signIn(t, 'fen@example.com', PASSWORD)).statusCode).toBe(429);
  });

  it('asks for a session', async () => {
    const res = await t.call(credentialsApi.changePassword, {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

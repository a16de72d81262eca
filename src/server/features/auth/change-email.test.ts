import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '#shared/contracts/auth.js';
import { credentialsApi } from '#shared/contracts/credentials.js';
import { auditLog, profiles, user } from '#server/db/schema.js';
import { lastMail, mailsTo, PASSWORD, signUpAndIn } from '#server/testing/accounts.js';
import { profileStatus, signIn } from '#server/testing/auth-flows.js';
import { createTestApp, type TestApp } from '#server/testing/create-test-app.js';

/** Decision 0037: a new address from Settings, moved only once the new address confirms. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (cookie: string, newEmail: string, currentPassword = PASSWORD) =>
  t.call(credentialsApi.changeEmail, { body: { newEmail, currentPassword } }, { cookie });

const emailOf = async (id: string) =>
  (await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]?.email;

/** The link in the newest mail to an address, as a path to open. */
async function linkIn(to: string) {
  const text = (await lastMail(t, to))?.text ?? '';
  const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(text)![0]);
  return link.pathname + link.search;
}

describe('changing the email address from Settings', () => {
  it('moves the account only once the new address opens its link', async () => {
    const { cookie, id } = await signUpAndIn(t, 'gil@example.com', 'Gil');
    const res = await ask(cookie, ' Gil.New@Example.com ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await emailOf(id)).toBe('gil@example.com');
    const notice = await lastMail(t, 'gil@example.com');
    expect(notice?.text).toContain('gil.new@example.com');
    expect(notice?.text).toMatch(/reset-password\?token=/);
    expect((await lastMail(t, 'gil.new@example.com'))?.subject).toMatch(/Confirm your new email/);

    const opened = await t.app.inject({ method: 'GET', url: await linkIn('gil.new@example.com') });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/user?section=settings&email=changed');
    expect(await emailOf(id)).toBe('gil.new@example.com');
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(profile?.email).toBe('gil.new@example.com');
    // Not a sign-up's confirmation: the password and this browser's session both stay.
    expect(await profileStatus(t, cookie)).toBe(200);
    expect((await signIn(t, 'gil.new@example.com', PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, 'gil@example.com', PASSWORD)).statusCode).toBe(401);
    const log = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, id));
    expect(log.map((r) => r.action)).toEqual(
      expect.arrayContaining(['email-change-asked', 'email-changed']),
    );
  });

  it('answers alike for an address in use, and mails its owner instead of a link', async () => {
    const { cookie, id } = await signUpAndIn(t, 'hal@example.com', 'Hal');
    await signUpAndIn(t, 'taken@example.com', 'Ivo');
    const before = (await mailsTo(t, 'taken@example.com')).length;
    const res = await ask(cookie, 'taken@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const mails = await mailsTo(t, 'taken@example.com');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toMatch(/tried to use your email/);
    expect(mails[0]?.text).not.toMatch(/verify-email/);
    expect((await lastMail(t, 'hal@example.com'))?.text).toContain('taken@example.com');
    expect(await emailOf(id)).toBe('hal@example.com');
  });

  it("stops a pending change once the owner takes the account back with the notice's link", async () => {
    const { cookie, id } = await signUpAndIn(t, 'lev@example.com', 'Lev');
    expect((await ask(cookie, 'thief@example.com')).statusCode).toBe(200);
    const link = await linkIn('thief@example.com');
    const notice = (await lastMail(t, 'lev@example.com'))!.text;
    const token = new URL(/https?:\/\/\S+reset-password\?token=\S+/.exec(notice)![0]).searchParams;
    // The link's issue time is in whole seconds: the owner acts at least a second later.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reset = await t.call(authApi.resetPassword, {
      body: { token: token.get('token')!, newPassword: 'the owners own again' },
    });
    expect(reset.statusCode).toBe(200);
    const opened = await t.app.inject({ method: 'GET', url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(
      '/user?section=settings&email=changed&error=INVALID_TOKEN',
    );
    expect(await emailOf(id)).toBe('lev@example.com');
  });

  it('refuses a wrong current password, and sends nothing', async () => {
    const { cookie, id } = await signUpAndIn(t, 'jun@example.com', 'Jun');
    const res = await ask(cookie, 'jun.new@example.com', 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WRONG_PASSWORD');
    expect(await mailsTo(t, 'jun.new@example.com')).toHaveLength(0);
    expect(await emailOf(id)).toBe('jun@example.com');
  });

  it('refuses the address the account already has, and one that is not an address', async () => {
    const { cookie } = await signUpAndIn(t, 'kit@example.com', 'Kit');
    const same = await ask(cookie, 'KIT@example.com');
    expect(same.statusCode).toBe(400);
    expect(same.json().error.code).toBe('SAME_EMAIL');
    expect((await ask(cookie, 'not an address')).statusCode).toBe(400);
  });
});

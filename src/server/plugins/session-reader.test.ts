import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profilesApi } from '#shared/contracts/profiles.js';
import { session, user } from '../db/schema.js';
import { signUpAndIn } from '../testing/accounts.js';
import { createTestApp, type TestApp } from '../testing/create-test-app.js';

let t: TestApp;
let member: { cookie: string; id: string };
beforeAll(async () => {
  t = await createTestApp();
  member = await signUpAndIn(t, 'reader@example.com', 'Reader');
});
afterAll(() => t.close());

const profile = (cookie: string) => t.call(profilesApi.me, {}, { cookie });

/** The cookie with its value changed by `edit` (the value is `token.signature`, URL-encoded). */
function tampered(cookie: string, edit: (token: string, signature: string) => string) {
  return cookie.replace(/(session_token=)([^;]+)/, (_m, name: string, raw: string) => {
    const value = decodeURIComponent(raw);
    const dot = value.lastIndexOf('.');
    return name + encodeURIComponent(edit(value.slice(0, dot), value.slice(dot + 1)));
  });
}

describe('the session cookie reader', () => {
  it('accepts better-auth’s own signed cookie', async () => {
    expect((await profile(member.cookie)).statusCode).toBe(200);
  });

  it('refuses a cookie whose token or signature was altered', async () => {
    const [row] = await t.database.db.select().from(session).where(eq(session.userId, member.id));
    // One character changed (never to itself: a token ending in 'x' would stay valid).
    const changedLast = row!.token.endsWith('x') ? 'y' : 'x';
    const otherToken = tampered(
      member.cookie,
      (_token, signature) => `${row!.token.slice(0, -1)}${changedLast}.${signature}`,
    );
    const unsigned = tampered(member.cookie, (token) => token);
    const badSignature = tampered(
      member.cookie,
      (token, signature) => `${token}.${'A'.repeat(signature.length - 1)}=`,
    );
    const malformed = 'better-auth.session_token=%E0%A4%A';
    for (const cookie of [otherToken, unsigned, badSignature, malformed])
      expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('refuses an expired session and a banned user', async () => {
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.userId, member.id));
    expect((await profile(member.cookie)).statusCode).toBe(401);
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(session.userId, member.id));
    expect((await profile(member.cookie)).statusCode).toBe(200);
    await t.database.db.update(user).set({ banned: true }).where(eq(user.id, member.id));
    expect((await profile(member.cookie)).statusCode).toBe(401);
  });
});
